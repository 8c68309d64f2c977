// The stat sheets each sport keeps: groups of counting stats (what the seed generates and the
// database stores, per game and per season) and the rates derived from them when answering.
// Baseball's group and stat names follow README 4.11 (hittingStats, pitchingStats,
// fieldingStats; atBats, runsBattedIn, ...), soccer's the soccer career schema (shotStats with
// g, a, pts, shots, sog ...; goalStats; goalieStats). The other sports are own design in the same
// style. Every value goes on the wire as a string, as the evidence shows.

export type StatsKind =
  | 'baseball'
  | 'softball'
  | 'basketball'
  | 'football'
  | 'soccer'
  | 'hockey'
  | 'lacrosse'
  | 'volleyball'

// Which sheet each global sport keeps (by globalSportShortName); a sport not listed publishes
// no stats (field hockey, water polo and the individual sports here).
export const STATS_KINDS: Partial<Record<string, StatsKind>> = {
  football: 'football',
  mbasket: 'basketball',
  wbasket: 'basketball',
  baseball: 'baseball',
  softball: 'softball',
  msoc: 'soccer',
  wsoc: 'soccer',
  wvball: 'volleyball',
  mvball: 'volleyball',
  mhockey: 'hockey',
  whockey: 'hockey',
  mlax: 'lacrosse',
  wlax: 'lacrosse',
}

export const getStatsKind = (globalSportShortName: string | null): StatsKind | null =>
  (globalSportShortName && STATS_KINDS[globalSportShortName]) || null

export type Counts = Record<string, number>
export type StatLine = Record<string, Counts>

export type Group = {
  name: string
  counts: readonly string[]
  derive?: (c: Counts) => Record<string, string>
  // Sent in a career season even with nothing in it (the real schemas require baseball's
  // hitting and fielding and soccer's shot and goal groups).
  always?: boolean
}

const rate = (n: number, d: number, digits = 3) =>
  d === 0 ? (digits === 3 ? '.000' : '0.0') : (n / d).toFixed(digits).replace(/^0(?=\.)/, '')
// Rates as the stats sheets write them: ".500", "1.000"; ".000" with nothing attempted.
export const pct = (n: number, d: number) =>
  d === 0 ? '.000' : (n / d).toFixed(3).replace(/^0(?=\.)/, '')
const avg1 = (n: number, d: number) => (d === 0 ? '0.0' : (n / d).toFixed(1))
const v = (c: Counts, key: string) => c[key] ?? 0

// Innings pitched from outs: 47 outs -> "15.2".
export const inningsOf = (outs: number) => `${Math.floor(outs / 3)}.${outs % 3}`

const baseballGroups = (innings: number): Group[] => [
  {
    name: 'hitting',
    always: true,
    counts: [
      'atBats',
      'runs',
      'hits',
      'doubles',
      'triples',
      'homeRuns',
      'runsBattedIn',
      'walks',
      'intentionalWalks',
      'strikeouts',
      'strikeoutsLooking',
      'hitByPitch',
      'stolenBases',
      'caughtStealing',
      'sacrificeHits',
      'sacrificeFlies',
      'reachedOnCatchersInterference',
      'reachedOnError',
      'reachesOnAFieldersChoice',
      'groundOuts',
      'flyOuts',
      'groundedIntoDoublePlay',
      'pickedOff',
      'doublePlaysHitInto',
      'triplePlaysHitInto',
    ],
    derive: (c) => {
      const singles = v(c, 'hits') - v(c, 'doubles') - v(c, 'triples') - v(c, 'homeRuns')
      const bases = singles + 2 * v(c, 'doubles') + 3 * v(c, 'triples') + 4 * v(c, 'homeRuns')
      const onBase = v(c, 'hits') + v(c, 'walks') + v(c, 'hitByPitch')
      const chances = v(c, 'atBats') + v(c, 'walks') + v(c, 'hitByPitch') + v(c, 'sacrificeFlies')
      return {
        avg: rate(v(c, 'hits'), v(c, 'atBats')),
        sluggingPercentage: rate(bases, v(c, 'atBats')),
        onbasePercentage: rate(onBase, chances),
      }
    },
  },
  {
    name: 'pitching',
    counts: [
      'appearances',
      'gamesStarted',
      'wins',
      'losses',
      'saves',
      'outs',
      'hitsAllowed',
      'runsAllowed',
      'earnedRunsAllowed',
      'walksAllowed',
      'strikeouts',
      'homeRunsAllowed',
      'hitBatters',
    ],
    derive: (c) => {
      const ip = v(c, 'outs') / 3
      return {
        inningsPitched: inningsOf(v(c, 'outs')),
        era: ip === 0 ? '0.00' : ((v(c, 'earnedRunsAllowed') * innings) / ip).toFixed(2),
        whip: ip === 0 ? '0.00' : ((v(c, 'walksAllowed') + v(c, 'hitsAllowed')) / ip).toFixed(2),
      }
    },
  },
  {
    name: 'fielding',
    always: true,
    counts: [
      'putouts',
      'assists',
      'errors',
      'passedBalls',
      'catchersInterference',
      'stolenBasesAgainst',
      'caughtStealingBy',
      'involvedInDoublePlays',
      'involvedInTriplePlays',
    ],
    derive: (c) => {
      const total = v(c, 'putouts') + v(c, 'assists') + v(c, 'errors')
      return { totalChances: String(total), fldPct: pct(v(c, 'putouts') + v(c, 'assists'), total) }
    },
  },
]

const goalie = (ties: boolean): Group => ({
  name: 'goalie',
  counts: ['min', 'ga', 'saves', 'w', 'l', ...(ties ? ['t'] : []), 'sho'],
  derive: (c) => ({
    gaa: v(c, 'min') === 0 ? '0.00' : ((v(c, 'ga') * 60) / v(c, 'min')).toFixed(2),
    svPct: pct(v(c, 'saves'), v(c, 'saves') + v(c, 'ga')),
  }),
})

// A basketball player's counts: the season sheet's and the live demo game's (games-sim).
export const BASKETBALL_COUNTS = [
  'min',
  'fgm',
  'fga',
  'fg3m',
  'fg3a',
  'ftm',
  'fta',
  'oreb',
  'dreb',
  'ast',
  'to',
  'stl',
  'blk',
  'pf',
  'pts',
]

export const SHEETS: Record<StatsKind, Group[]> = {
  baseball: baseballGroups(9),
  softball: baseballGroups(7),
  basketball: [
    {
      name: 'basketball',
      counts: BASKETBALL_COUNTS,
      derive: (c) => ({
        fgPct: pct(v(c, 'fgm'), v(c, 'fga')),
        fg3Pct: pct(v(c, 'fg3m'), v(c, 'fg3a')),
        ftPct: pct(v(c, 'ftm'), v(c, 'fta')),
        reb: String(v(c, 'oreb') + v(c, 'dreb')),
      }),
    },
  ],
  football: [
    {
      name: 'passing',
      counts: ['cmp', 'att', 'yds', 'td', 'int'],
      derive: (c) => ({ pct: pct(v(c, 'cmp'), v(c, 'att')) }),
    },
    {
      name: 'rushing',
      counts: ['att', 'yds', 'td'],
      derive: (c) => ({ avg: avg1(v(c, 'yds'), v(c, 'att')) }),
    },
    {
      name: 'receiving',
      counts: ['rec', 'yds', 'td'],
      derive: (c) => ({ avg: avg1(v(c, 'yds'), v(c, 'rec')) }),
    },
    {
      name: 'defense',
      counts: ['solo', 'ast', 'tfl', 'sacks', 'int', 'pbu', 'ff', 'fr'],
      derive: (c) => ({ tot: String(v(c, 'solo') + v(c, 'ast')) }),
    },
    {
      name: 'kicking',
      counts: ['fgm', 'fga', 'xpm', 'xpa'],
      derive: (c) => ({ fgPct: pct(v(c, 'fgm'), v(c, 'fga')) }),
    },
    {
      name: 'punting',
      counts: ['punts', 'yds'],
      derive: (c) => ({ avg: avg1(v(c, 'yds'), v(c, 'punts')) }),
    },
  ],
  soccer: [
    {
      name: 'shot',
      always: true,
      counts: ['g', 'a', 'shots', 'sog', 'pk', 'pkatt'],
      derive: (c) => ({
        pts: String(2 * v(c, 'g') + v(c, 'a')),
        shoPct: pct(v(c, 'g'), v(c, 'shots')),
        sogPct: pct(v(c, 'sog'), v(c, 'shots')),
      }),
    },
    { name: 'goal', always: true, counts: ['gw', 'ua', 'fg', 'ot', 'hat', 'gt', 'en', 'so'] },
    goalie(true),
    { name: 'penalty', counts: ['fouls', 'yellow', 'red'] },
  ],
  hockey: [
    {
      name: 'scoring',
      counts: ['g', 'a', 'plusMinus', 'pim', 'ppg', 'shg', 'gwg', 'sog'],
      derive: (c) => ({ pts: String(v(c, 'g') + v(c, 'a')) }),
    },
    goalie(true),
  ],
  lacrosse: [
    {
      name: 'shot',
      counts: ['g', 'a', 'shots', 'sog', 'gb', 'to', 'ct', 'fow', 'foa'],
      derive: (c) => ({ pts: String(v(c, 'g') + v(c, 'a')), shPct: pct(v(c, 'g'), v(c, 'shots')) }),
    },
    goalie(false),
  ],
  volleyball: [
    {
      name: 'volleyball',
      counts: ['sp', 'k', 'e', 'ta', 'ast', 'sa', 'se', 're', 'dig', 'bs', 'ba'],
      derive: (c) => ({
        pct: pct(v(c, 'k') - v(c, 'e'), v(c, 'ta')),
        blk: String(v(c, 'bs') + v(c, 'ba')),
        pts: (v(c, 'k') + v(c, 'sa') + v(c, 'bs') + v(c, 'ba') / 2).toFixed(1),
      }),
    },
  ],
}

// The wire's group key: "hitting" -> "hittingStats".
export const groupKey = (group: string) => `${group}Stats`

// One group's counts and rates as wire strings, counts first, in the sheet's order.
export function toWireGroup(group: Group, counts: Counts | undefined): Record<string, string> {
  const c = counts ?? {}
  const out: Record<string, string> = {}
  for (const key of group.counts) out[key] = String(v(c, key))
  return { ...out, ...(group.derive?.(c) ?? {}) }
}

export function addCounts(into: StatLine, line: StatLine): void {
  for (const [group, counts] of Object.entries(line)) {
    const sum = (into[group] ??= {})
    for (const [key, value] of Object.entries(counts)) sum[key] = (sum[key] ?? 0) + value
  }
}
