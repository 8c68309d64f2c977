/**
 * How a stat group of the provider's sheets (`hittingStats`, `basketballStats`, `goalieStats`
 * ...) is shown: which of its values, in which order, under which abbreviation, and what the
 * abbreviation stands for (for screen readers and the table's key). A sheet keeps more than a
 * page can show (baseball hitting has 28 values); the columns here are those box scores print.
 * A group with no entry shows every value it has, under its own key.
 */
export type StatColumnSpec = { key: string; abbr: string; label: string }
export type StatSheet = { title: string; columns: readonly StatColumnSpec[] }

// Columns written as box-score-labels.ts writes its heads: key -> [abbreviation, what it stands
// for], in the order the sheet shows them (no key is numeric, so insertion order holds).
function sheet(title: string, columns: Readonly<Record<string, readonly [string, string]>>) {
  return {
    title,
    columns: Object.entries(columns).map(([key, [abbr, label]]) => ({ key, abbr, label })),
  } satisfies StatSheet
}

const GOALIE = sheet('Goalkeeping', {
  min: ['MIN', 'Minutes'],
  ga: ['GA', 'Goals against'],
  gaa: ['GAA', 'Goals against average'],
  saves: ['SV', 'Saves'],
  svPct: ['SV%', 'Save percentage'],
  w: ['W', 'Wins'],
  l: ['L', 'Losses'],
  t: ['T', 'Ties'],
  sho: ['SHO', 'Shutouts'],
})

const HITTING = sheet('Hitting', {
  avg: ['AVG', 'Batting average'],
  atBats: ['AB', 'At bats'],
  runs: ['R', 'Runs'],
  hits: ['H', 'Hits'],
  doubles: ['2B', 'Doubles'],
  triples: ['3B', 'Triples'],
  homeRuns: ['HR', 'Home runs'],
  runsBattedIn: ['RBI', 'Runs batted in'],
  walks: ['BB', 'Walks'],
  strikeouts: ['SO', 'Strikeouts'],
  stolenBases: ['SB', 'Stolen bases'],
  onbasePercentage: ['OB%', 'On-base percentage'],
  sluggingPercentage: ['SLG%', 'Slugging percentage'],
})

const PITCHING = sheet('Pitching', {
  era: ['ERA', 'Earned run average'],
  wins: ['W', 'Wins'],
  losses: ['L', 'Losses'],
  appearances: ['APP', 'Appearances'],
  gamesStarted: ['GS', 'Games started'],
  saves: ['SV', 'Saves'],
  inningsPitched: ['IP', 'Innings pitched'],
  hitsAllowed: ['H', 'Hits allowed'],
  runsAllowed: ['R', 'Runs allowed'],
  earnedRunsAllowed: ['ER', 'Earned runs allowed'],
  walksAllowed: ['BB', 'Walks allowed'],
  strikeouts: ['SO', 'Strikeouts'],
  whip: ['WHIP', 'Walks and hits per inning pitched'],
})

const FIELDING = sheet('Fielding', {
  totalChances: ['C', 'Total chances'],
  putouts: ['PO', 'Putouts'],
  assists: ['A', 'Assists'],
  errors: ['E', 'Errors'],
  fldPct: ['FLD%', 'Fielding percentage'],
})

// Keyed by the group's name as the sheet sends it (without "Stats"); where two sports name a
// group alike (soccer's and lacrosse's "shot"), the sport's kind picks (see getStatSheet).
const SHEETS: Record<string, StatSheet> = {
  hitting: HITTING,
  pitching: PITCHING,
  fielding: FIELDING,
  basketball: sheet('Basketball', {
    min: ['MIN', 'Minutes'],
    fgm: ['FGM', 'Field goals made'],
    fga: ['FGA', 'Field goals attempted'],
    fgPct: ['FG%', 'Field goal percentage'],
    fg3m: ['3PM', 'Three-pointers made'],
    fg3a: ['3PA', 'Three-pointers attempted'],
    fg3Pct: ['3P%', 'Three-point percentage'],
    ftm: ['FTM', 'Free throws made'],
    fta: ['FTA', 'Free throws attempted'],
    ftPct: ['FT%', 'Free throw percentage'],
    reb: ['REB', 'Rebounds'],
    ast: ['AST', 'Assists'],
    to: ['TO', 'Turnovers'],
    stl: ['STL', 'Steals'],
    blk: ['BLK', 'Blocks'],
    pts: ['PTS', 'Points'],
  }),
  passing: sheet('Passing', {
    cmp: ['CMP', 'Completions'],
    att: ['ATT', 'Attempts'],
    pct: ['PCT', 'Completion percentage'],
    yds: ['YDS', 'Yards'],
    td: ['TD', 'Touchdowns'],
    int: ['INT', 'Interceptions'],
  }),
  rushing: sheet('Rushing', {
    att: ['ATT', 'Attempts'],
    yds: ['YDS', 'Yards'],
    avg: ['AVG', 'Yards per carry'],
    td: ['TD', 'Touchdowns'],
  }),
  receiving: sheet('Receiving', {
    rec: ['REC', 'Receptions'],
    yds: ['YDS', 'Yards'],
    avg: ['AVG', 'Yards per catch'],
    td: ['TD', 'Touchdowns'],
  }),
  defense: sheet('Defense', {
    tot: ['TOT', 'Total tackles'],
    solo: ['SOLO', 'Solo tackles'],
    ast: ['AST', 'Assisted tackles'],
    tfl: ['TFL', 'Tackles for loss'],
    sacks: ['SACKS', 'Sacks'],
    int: ['INT', 'Interceptions'],
    pbu: ['PBU', 'Passes broken up'],
    ff: ['FF', 'Forced fumbles'],
    fr: ['FR', 'Fumble recoveries'],
  }),
  kicking: sheet('Kicking', {
    fgm: ['FGM', 'Field goals made'],
    fga: ['FGA', 'Field goals attempted'],
    fgPct: ['FG%', 'Field goal percentage'],
    xpm: ['XPM', 'Extra points made'],
    xpa: ['XPA', 'Extra points attempted'],
  }),
  punting: sheet('Punting', {
    punts: ['NO', 'Punts'],
    yds: ['YDS', 'Yards'],
    avg: ['AVG', 'Average'],
  }),
  shot: sheet('Scoring', {
    g: ['G', 'Goals'],
    a: ['A', 'Assists'],
    pts: ['PTS', 'Points'],
    shots: ['SH', 'Shots'],
    sog: ['SOG', 'Shots on goal'],
    shoPct: ['SH%', 'Shot percentage'],
    shPct: ['SH%', 'Shot percentage'],
    sogPct: ['SOG%', 'Shots on goal percentage'],
    pk: ['PK', 'Penalty kicks scored'],
    pkatt: ['PKA', 'Penalty kicks attempted'],
    gb: ['GB', 'Ground balls'],
    ct: ['CT', 'Caused turnovers'],
    to: ['TO', 'Turnovers'],
    fow: ['FOW', 'Faceoffs won'],
    foa: ['FOA', 'Faceoffs attempted'],
  }),
  goal: sheet('Goals', {
    gw: ['GW', 'Game-winning goals'],
    ua: ['UA', 'Unassisted goals'],
    fg: ['FG', 'First goals'],
    ot: ['OT', 'Overtime goals'],
    hat: ['HAT', 'Hat tricks'],
  }),
  penalty: sheet('Discipline', {
    fouls: ['FLS', 'Fouls'],
    yellow: ['YC', 'Yellow cards'],
    red: ['RC', 'Red cards'],
  }),
  scoring: sheet('Scoring', {
    g: ['G', 'Goals'],
    a: ['A', 'Assists'],
    pts: ['PTS', 'Points'],
    plusMinus: ['+/-', 'Plus-minus'],
    pim: ['PIM', 'Penalty minutes'],
    ppg: ['PPG', 'Power-play goals'],
    shg: ['SHG', 'Short-handed goals'],
    gwg: ['GWG', 'Game-winning goals'],
    sog: ['SOG', 'Shots on goal'],
  }),
  goalie: GOALIE,
  volleyball: sheet('Volleyball', {
    sp: ['SP', 'Sets played'],
    k: ['K', 'Kills'],
    e: ['E', 'Attack errors'],
    ta: ['TA', 'Total attacks'],
    pct: ['PCT', 'Hitting percentage'],
    ast: ['AST', 'Assists'],
    sa: ['SA', 'Service aces'],
    se: ['SE', 'Service errors'],
    re: ['RE', 'Reception errors'],
    dig: ['DIG', 'Digs'],
    bs: ['BS', 'Block solos'],
    ba: ['BA', 'Block assists'],
    blk: ['BLK', 'Total blocks'],
    pts: ['PTS', 'Points'],
  }),
}

/** "hittingStats" -> "hitting". */
export function toStatGroupName(wireName: string): string {
  return wireName.replace(/Stats$/, '')
}

/**
 * The sheet of one group: its title and the columns that have a value in `keys` (the values the
 * provider sent), in the sheet's order. An unknown group shows every key as it came.
 */
export function getStatSheet(group: string, keys: readonly string[]): StatSheet {
  const name = toStatGroupName(group)
  const sheet = SHEETS[name]
  const present = new Set(keys)
  if (!sheet) {
    const title = name.charAt(0).toUpperCase() + name.slice(1)
    return { title, columns: keys.map((key) => ({ key, abbr: key.toUpperCase(), label: key })) }
  }
  return { title: sheet.title, columns: sheet.columns.filter((column) => present.has(column.key)) }
}
