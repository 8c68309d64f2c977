import { pct } from '../stats/sheets'
import { fieldsOf, type Family } from './box-score-family'

// Basketball and volleyball: own design in README 4.12's style (a group per aspect of the game,
// long camelCase names, string values).

export const BASKETBALL: Family = {
  periodName: 'half',
  groups: [
    {
      name: 'shooting',
      fields: fieldsOf('basketball', [
        ['points', 'pts'],
        ['fieldGoalsMade', 'fgm'],
        ['fieldGoalsAttempted', 'fga'],
        ['threePointersMade', 'fg3m'],
        ['threePointersAttempted', 'fg3a'],
        ['freeThrowsMade', 'ftm'],
        ['freeThrowsAttempted', 'fta'],
      ]),
      derive: (get) => ({
        fieldGoalPct: pct(get('basketball', 'fgm'), get('basketball', 'fga')),
        threePointPct: pct(get('basketball', 'fg3m'), get('basketball', 'fg3a')),
        freeThrowPct: pct(get('basketball', 'ftm'), get('basketball', 'fta')),
      }),
    },
    {
      name: 'rebounds',
      fields: fieldsOf('basketball', [
        ['offensive', 'oreb'],
        ['defensive', 'dreb'],
      ]),
      derive: (get) => ({ total: String(get('basketball', 'oreb') + get('basketball', 'dreb')) }),
    },
    {
      name: 'miscStats',
      fields: fieldsOf('basketball', [
        ['minutes', 'min'],
        ['assists', 'ast'],
        ['turnovers', 'to'],
        ['steals', 'stl'],
        ['blocks', 'blk'],
        ['fouls', 'pf'],
      ]),
    },
  ],
  leaders: [
    { stat: 'points', label: 'Points', value: (get) => get('basketball', 'pts') },
    {
      stat: 'rebounds',
      label: 'Rebounds',
      value: (get) => get('basketball', 'oreb') + get('basketball', 'dreb'),
    },
    { stat: 'assists', label: 'Assists', value: (get) => get('basketball', 'ast') },
  ],
}

export const VOLLEYBALL: Family = {
  periodName: 'set',
  groups: [
    {
      name: 'attack',
      fields: fieldsOf('volleyball', [
        ['kills', 'k'],
        ['errors', 'e'],
        ['totalAttempts', 'ta'],
      ]),
      derive: (get) => ({
        hittingPct: pct(get('volleyball', 'k') - get('volleyball', 'e'), get('volleyball', 'ta')),
      }),
    },
    { name: 'setting', fields: fieldsOf('volleyball', [['assists', 'ast']]) },
    {
      name: 'serving',
      fields: fieldsOf('volleyball', [
        ['aces', 'sa'],
        ['errors', 'se'],
      ]),
    },
    {
      name: 'defense',
      fields: fieldsOf('volleyball', [
        ['digs', 'dig'],
        ['receptionErrors', 're'],
        ['blockSolos', 'bs'],
        ['blockAssists', 'ba'],
      ]),
    },
    { name: 'miscStats', fields: fieldsOf('volleyball', [['setsPlayed', 'sp']]) },
  ],
  leaders: [
    { stat: 'kills', label: 'Kills', value: (get) => get('volleyball', 'k') },
    { stat: 'digs', label: 'Digs', value: (get) => get('volleyball', 'dig') },
    { stat: 'assists', label: 'Assists', value: (get) => get('volleyball', 'ast') },
  ],
}
