/**
 * How a stat group of the provider's sheets (`hittingStats`, `basketballStats`, `goalieStats`
 * ...) is shown: which of its values, in which order, under which abbreviation, and what the
 * abbreviation stands for (for screen readers and the table's key). A sheet keeps more than a
 * page can show (baseball hitting has 28 values); the columns here are those box scores print.
 * A group with no entry shows every value it has, under its own key.
 */
export type StatColumnSpec = { key: string; abbr: string; label: string }
export type StatSheet = { title: string; columns: readonly StatColumnSpec[] }

const c = (key: string, abbr: string, label: string): StatColumnSpec => ({ key, abbr, label })

const GOALIE: StatSheet = {
  title: 'Goalkeeping',
  columns: [
    c('min', 'MIN', 'Minutes'),
    c('ga', 'GA', 'Goals against'),
    c('gaa', 'GAA', 'Goals against average'),
    c('saves', 'SV', 'Saves'),
    c('svPct', 'SV%', 'Save percentage'),
    c('w', 'W', 'Wins'),
    c('l', 'L', 'Losses'),
    c('t', 'T', 'Ties'),
    c('sho', 'SHO', 'Shutouts'),
  ],
}

const HITTING: StatSheet = {
  title: 'Hitting',
  columns: [
    c('avg', 'AVG', 'Batting average'),
    c('atBats', 'AB', 'At bats'),
    c('runs', 'R', 'Runs'),
    c('hits', 'H', 'Hits'),
    c('doubles', '2B', 'Doubles'),
    c('triples', '3B', 'Triples'),
    c('homeRuns', 'HR', 'Home runs'),
    c('runsBattedIn', 'RBI', 'Runs batted in'),
    c('walks', 'BB', 'Walks'),
    c('strikeouts', 'SO', 'Strikeouts'),
    c('stolenBases', 'SB', 'Stolen bases'),
    c('onbasePercentage', 'OB%', 'On-base percentage'),
    c('sluggingPercentage', 'SLG%', 'Slugging percentage'),
  ],
}

const PITCHING: StatSheet = {
  title: 'Pitching',
  columns: [
    c('era', 'ERA', 'Earned run average'),
    c('wins', 'W', 'Wins'),
    c('losses', 'L', 'Losses'),
    c('appearances', 'APP', 'Appearances'),
    c('gamesStarted', 'GS', 'Games started'),
    c('saves', 'SV', 'Saves'),
    c('inningsPitched', 'IP', 'Innings pitched'),
    c('hitsAllowed', 'H', 'Hits allowed'),
    c('runsAllowed', 'R', 'Runs allowed'),
    c('earnedRunsAllowed', 'ER', 'Earned runs allowed'),
    c('walksAllowed', 'BB', 'Walks allowed'),
    c('strikeouts', 'SO', 'Strikeouts'),
    c('whip', 'WHIP', 'Walks and hits per inning pitched'),
  ],
}

const FIELDING: StatSheet = {
  title: 'Fielding',
  columns: [
    c('totalChances', 'C', 'Total chances'),
    c('putouts', 'PO', 'Putouts'),
    c('assists', 'A', 'Assists'),
    c('errors', 'E', 'Errors'),
    c('fldPct', 'FLD%', 'Fielding percentage'),
  ],
}

// Keyed by the group's name as the sheet sends it (without "Stats"); where two sports name a
// group alike (soccer's and lacrosse's "shot"), the sport's kind picks (see getStatSheet).
const SHEETS: Record<string, StatSheet> = {
  hitting: HITTING,
  pitching: PITCHING,
  fielding: FIELDING,
  basketball: {
    title: 'Basketball',
    columns: [
      c('min', 'MIN', 'Minutes'),
      c('fgm', 'FGM', 'Field goals made'),
      c('fga', 'FGA', 'Field goals attempted'),
      c('fgPct', 'FG%', 'Field goal percentage'),
      c('fg3m', '3PM', 'Three-pointers made'),
      c('fg3a', '3PA', 'Three-pointers attempted'),
      c('fg3Pct', '3P%', 'Three-point percentage'),
      c('ftm', 'FTM', 'Free throws made'),
      c('fta', 'FTA', 'Free throws attempted'),
      c('ftPct', 'FT%', 'Free throw percentage'),
      c('reb', 'REB', 'Rebounds'),
      c('ast', 'AST', 'Assists'),
      c('to', 'TO', 'Turnovers'),
      c('stl', 'STL', 'Steals'),
      c('blk', 'BLK', 'Blocks'),
      c('pts', 'PTS', 'Points'),
    ],
  },
  passing: {
    title: 'Passing',
    columns: [
      c('cmp', 'CMP', 'Completions'),
      c('att', 'ATT', 'Attempts'),
      c('pct', 'PCT', 'Completion percentage'),
      c('yds', 'YDS', 'Yards'),
      c('td', 'TD', 'Touchdowns'),
      c('int', 'INT', 'Interceptions'),
    ],
  },
  rushing: {
    title: 'Rushing',
    columns: [
      c('att', 'ATT', 'Attempts'),
      c('yds', 'YDS', 'Yards'),
      c('avg', 'AVG', 'Yards per carry'),
      c('td', 'TD', 'Touchdowns'),
    ],
  },
  receiving: {
    title: 'Receiving',
    columns: [
      c('rec', 'REC', 'Receptions'),
      c('yds', 'YDS', 'Yards'),
      c('avg', 'AVG', 'Yards per catch'),
      c('td', 'TD', 'Touchdowns'),
    ],
  },
  defense: {
    title: 'Defense',
    columns: [
      c('tot', 'TOT', 'Total tackles'),
      c('solo', 'SOLO', 'Solo tackles'),
      c('ast', 'AST', 'Assisted tackles'),
      c('tfl', 'TFL', 'Tackles for loss'),
      c('sacks', 'SACKS', 'Sacks'),
      c('int', 'INT', 'Interceptions'),
      c('pbu', 'PBU', 'Passes broken up'),
      c('ff', 'FF', 'Forced fumbles'),
      c('fr', 'FR', 'Fumble recoveries'),
    ],
  },
  kicking: {
    title: 'Kicking',
    columns: [
      c('fgm', 'FGM', 'Field goals made'),
      c('fga', 'FGA', 'Field goals attempted'),
      c('fgPct', 'FG%', 'Field goal percentage'),
      c('xpm', 'XPM', 'Extra points made'),
      c('xpa', 'XPA', 'Extra points attempted'),
    ],
  },
  punting: {
    title: 'Punting',
    columns: [c('punts', 'NO', 'Punts'), c('yds', 'YDS', 'Yards'), c('avg', 'AVG', 'Average')],
  },
  shot: {
    title: 'Scoring',
    columns: [
      c('g', 'G', 'Goals'),
      c('a', 'A', 'Assists'),
      c('pts', 'PTS', 'Points'),
      c('shots', 'SH', 'Shots'),
      c('sog', 'SOG', 'Shots on goal'),
      c('shoPct', 'SH%', 'Shot percentage'),
      c('shPct', 'SH%', 'Shot percentage'),
      c('sogPct', 'SOG%', 'Shots on goal percentage'),
      c('pk', 'PK', 'Penalty kicks scored'),
      c('pkatt', 'PKA', 'Penalty kicks attempted'),
      c('gb', 'GB', 'Ground balls'),
      c('ct', 'CT', 'Caused turnovers'),
      c('to', 'TO', 'Turnovers'),
      c('fow', 'FOW', 'Faceoffs won'),
      c('foa', 'FOA', 'Faceoffs attempted'),
    ],
  },
  goal: {
    title: 'Goals',
    columns: [
      c('gw', 'GW', 'Game-winning goals'),
      c('ua', 'UA', 'Unassisted goals'),
      c('fg', 'FG', 'First goals'),
      c('ot', 'OT', 'Overtime goals'),
      c('hat', 'HAT', 'Hat tricks'),
    ],
  },
  penalty: {
    title: 'Discipline',
    columns: [
      c('fouls', 'FLS', 'Fouls'),
      c('yellow', 'YC', 'Yellow cards'),
      c('red', 'RC', 'Red cards'),
    ],
  },
  scoring: {
    title: 'Scoring',
    columns: [
      c('g', 'G', 'Goals'),
      c('a', 'A', 'Assists'),
      c('pts', 'PTS', 'Points'),
      c('plusMinus', '+/-', 'Plus-minus'),
      c('pim', 'PIM', 'Penalty minutes'),
      c('ppg', 'PPG', 'Power-play goals'),
      c('shg', 'SHG', 'Short-handed goals'),
      c('gwg', 'GWG', 'Game-winning goals'),
      c('sog', 'SOG', 'Shots on goal'),
    ],
  },
  goalie: GOALIE,
  volleyball: {
    title: 'Volleyball',
    columns: [
      c('sp', 'SP', 'Sets played'),
      c('k', 'K', 'Kills'),
      c('e', 'E', 'Attack errors'),
      c('ta', 'TA', 'Total attacks'),
      c('pct', 'PCT', 'Hitting percentage'),
      c('ast', 'AST', 'Assists'),
      c('sa', 'SA', 'Service aces'),
      c('se', 'SE', 'Service errors'),
      c('re', 'RE', 'Reception errors'),
      c('dig', 'DIG', 'Digs'),
      c('bs', 'BS', 'Block solos'),
      c('ba', 'BA', 'Block assists'),
      c('blk', 'BLK', 'Total blocks'),
      c('pts', 'PTS', 'Points'),
    ],
  },
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
    return { title, columns: keys.map((key) => c(key, key.toUpperCase(), key)) }
  }
  return { title: sheet.title, columns: sheet.columns.filter((column) => present.has(column.key)) }
}
