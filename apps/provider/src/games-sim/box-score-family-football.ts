import type { Family, Field } from './box-score-family'

// Football: own design in README 4.12's style, one group per unit.

const of = (group: string, pairs: [string, string][]): Field[] =>
  pairs.map(([wire, count]) => [wire, group, count] as const)

export const FOOTBALL: Family = {
  periodName: 'quarter',
  groups: [
    {
      name: 'passing',
      fields: of('passing', [
        ['completions', 'cmp'],
        ['attempts', 'att'],
        ['yards', 'yds'],
        ['touchdowns', 'td'],
        ['interceptions', 'int'],
      ]),
    },
    {
      name: 'rushing',
      fields: of('rushing', [
        ['attempts', 'att'],
        ['yards', 'yds'],
        ['touchdowns', 'td'],
      ]),
    },
    {
      name: 'receiving',
      fields: of('receiving', [
        ['receptions', 'rec'],
        ['yards', 'yds'],
        ['touchdowns', 'td'],
      ]),
    },
    {
      name: 'defense',
      fields: of('defense', [
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
      fields: of('kicking', [
        ['fieldGoalsMade', 'fgm'],
        ['fieldGoalsAttempted', 'fga'],
        ['extraPointsMade', 'xpm'],
        ['extraPointsAttempted', 'xpa'],
      ]),
    },
    {
      name: 'punting',
      fields: of('punting', [
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
