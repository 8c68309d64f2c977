import { pct } from './box-score-rates'
import type { Family, Field } from './box-score-family'

// Basketball and volleyball: own design in README 4.12's style (a group per aspect of the game,
// long camelCase names, string values).

const of = (group: string, pairs: [string, string][]): Field[] =>
  pairs.map(([wire, count]) => [wire, group, count] as const)

export const BASKETBALL: Family = {
  periodName: 'half',
  groups: [
    {
      name: 'shooting',
      fields: of('basketball', [
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
      fields: of('basketball', [
        ['offensive', 'oreb'],
        ['defensive', 'dreb'],
      ]),
      derive: (get) => ({ total: String(get('basketball', 'oreb') + get('basketball', 'dreb')) }),
    },
    {
      name: 'miscStats',
      fields: of('basketball', [
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
      fields: of('volleyball', [
        ['kills', 'k'],
        ['errors', 'e'],
        ['totalAttempts', 'ta'],
      ]),
      derive: (get) => ({
        hittingPct: pct(get('volleyball', 'k') - get('volleyball', 'e'), get('volleyball', 'ta')),
      }),
    },
    { name: 'setting', fields: of('volleyball', [['assists', 'ast']]) },
    {
      name: 'serving',
      fields: of('volleyball', [
        ['aces', 'sa'],
        ['errors', 'se'],
      ]),
    },
    {
      name: 'defense',
      fields: of('volleyball', [
        ['digs', 'dig'],
        ['receptionErrors', 're'],
        ['blockSolos', 'bs'],
        ['blockAssists', 'ba'],
      ]),
    },
    { name: 'miscStats', fields: of('volleyball', [['setsPlayed', 'sp']]) },
  ],
  leaders: [
    { stat: 'kills', label: 'Kills', value: (get) => get('volleyball', 'k') },
    { stat: 'digs', label: 'Digs', value: (get) => get('volleyball', 'dig') },
    { stat: 'assists', label: 'Assists', value: (get) => get('volleyball', 'ast') },
  ],
}
