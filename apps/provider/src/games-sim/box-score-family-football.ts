import { fieldsOf, type Family } from './box-score-family'

// Football: own design in README 4.12's style, one group per unit.

export const FOOTBALL: Family = {
  periodName: 'quarter',
  groups: [
    {
      name: 'passing',
      fields: fieldsOf('passing', [
        ['completions', 'cmp'],
        ['attempts', 'att'],
        ['yards', 'yds'],
        ['touchdowns', 'td'],
        ['interceptions', 'int'],
      ]),
    },
    {
      name: 'rushing',
      fields: fieldsOf('rushing', [
        ['attempts', 'att'],
        ['yards', 'yds'],
        ['touchdowns', 'td'],
      ]),
    },
    {
      name: 'receiving',
      fields: fieldsOf('receiving', [
        ['receptions', 'rec'],
        ['yards', 'yds'],
        ['touchdowns', 'td'],
      ]),
    },
    {
      name: 'defense',
      fields: fieldsOf('defense', [
        ['soloTackles', 'solo'],
        ['assistedTackles', 'ast'],
        ['tacklesForLoss', 'tfl'],
        ['sacks', 'sacks'],
        ['interceptions', 'int'],
        ['passBreakups', 'pbu'],
        ['forcedFumbles', 'ff'],
        ['fumbleRecoveries', 'fr'],
      ]),
      derive: (get) => ({ totalTackles: String(get('defense', 'solo') + get('defense', 'ast')) }),
    },
    {
      name: 'kicking',
      fields: fieldsOf('kicking', [
        ['fieldGoalsMade', 'fgm'],
        ['fieldGoalsAttempted', 'fga'],
        ['extraPointsMade', 'xpm'],
        ['extraPointsAttempted', 'xpa'],
      ]),
    },
    {
      name: 'punting',
      fields: fieldsOf('punting', [
        ['punts', 'punts'],
        ['yards', 'yds'],
      ]),
    },
  ],
  leaders: [
    { stat: 'passingYards', label: 'Passing yards', value: (get) => get('passing', 'yds') },
    { stat: 'rushingYards', label: 'Rushing yards', value: (get) => get('rushing', 'yds') },
    { stat: 'receivingYards', label: 'Receiving yards', value: (get) => get('receiving', 'yds') },
    {
      stat: 'tackles',
      label: 'Tackles',
      value: (get) => get('defense', 'solo') + get('defense', 'ast'),
    },
  ],
}
