import { inningsOf } from '../stats/sheets'
import { fieldsOf, type Family } from './box-score-family'

// Baseball and softball: README 4.12's hitting and pitching names exactly (runsScored,
// earnedRuns, win ...); fielding is own design. What the stats sheet does not keep (left on
// base, wild pitches, pitch counts, batters faced) is null.

export const DIAMOND: Family = {
  periodName: 'inning',
  groups: [
    {
      name: 'hitting',
      fields: fieldsOf('hitting', [
        ['atBats', 'atBats'],
        ['runsScored', 'runs'],
        ['hits', 'hits'],
        ['doubles', 'doubles'],
        ['triples', 'triples'],
        ['homeRuns', 'homeRuns'],
        ['runsBattedIn', 'runsBattedIn'],
        ['walks', 'walks'],
        ['strikeouts', 'strikeouts'],
        ['hitByPitch', 'hitByPitch'],
        ['stolenBases', 'stolenBases'],
        ['caughtStealing', 'caughtStealing'],
        ['sacrificeFlies', 'sacrificeFlies'],
        ['sacrificeHits', 'sacrificeHits'],
      ]),
      derive: () => ({ leftOnBase: null }),
    },
    {
      name: 'pitching',
      fields: fieldsOf('pitching', [
        ['hitsAllowed', 'hitsAllowed'],
        ['runsAllowed', 'runsAllowed'],
        ['earnedRuns', 'earnedRunsAllowed'],
        ['walks', 'walksAllowed'],
        ['strikeouts', 'strikeouts'],
        ['homeRunsAllowed', 'homeRunsAllowed'],
        ['hitBatters', 'hitBatters'],
        ['win', 'wins'],
        ['loss', 'losses'],
        ['save', 'saves'],
      ]),
      derive: (get) => ({
        inningsPitched: inningsOf(get('pitching', 'outs')),
        wildPitches: null,
        battersFaced: null,
        pitches: null,
        strikes: null,
      }),
    },
    {
      name: 'fielding',
      fields: fieldsOf('fielding', [
        ['putouts', 'putouts'],
        ['assists', 'assists'],
        ['errors', 'errors'],
      ]),
    },
  ],
  leaders: [
    { stat: 'hits', label: 'Hits', value: (get) => get('hitting', 'hits') },
    { stat: 'runsBattedIn', label: 'RBI', value: (get) => get('hitting', 'runsBattedIn') },
    { stat: 'homeRuns', label: 'Home runs', value: (get) => get('hitting', 'homeRuns') },
    {
      stat: 'strikeouts',
      label: 'Strikeouts (pitching)',
      value: (get) => get('pitching', 'strikeouts'),
    },
  ],
}
