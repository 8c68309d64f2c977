// Column heads of box score stat groups: the abbreviation a stat sheet prints and the words a
// screen reader says. Box score groups carry long camelCase keys (provider README 4.12:
// `atBats`, `runsBattedIn`); a key missing here still gets readable words from its spelling.

export type StatLabel = { abbr: string; title: string }

const LABELS: Readonly<Record<string, readonly [string, string]>> = {
  // Baseball and softball.
  atBats: ['AB', 'At bats'],
  runsScored: ['R', 'Runs'],
  hits: ['H', 'Hits'],
  doubles: ['2B', 'Doubles'],
  triples: ['3B', 'Triples'],
  homeRuns: ['HR', 'Home runs'],
  runsBattedIn: ['RBI', 'Runs batted in'],
  walks: ['BB', 'Walks'],
  strikeouts: ['K', 'Strikeouts'],
  hitByPitch: ['HBP', 'Hit by pitch'],
  stolenBases: ['SB', 'Stolen bases'],
  caughtStealing: ['CS', 'Caught stealing'],
  sacrificeFlies: ['SF', 'Sacrifice flies'],
  sacrificeHits: ['SH', 'Sacrifice hits'],
  leftOnBase: ['LOB', 'Left on base'],
  inningsPitched: ['IP', 'Innings pitched'],
  hitsAllowed: ['H', 'Hits allowed'],
  runsAllowed: ['R', 'Runs allowed'],
  earnedRuns: ['ER', 'Earned runs'],
  homeRunsAllowed: ['HR', 'Home runs allowed'],
  hitBatters: ['HBP', 'Hit batters'],
  wildPitches: ['WP', 'Wild pitches'],
  battersFaced: ['BF', 'Batters faced'],
  pitches: ['NP', 'Pitches'],
  win: ['W', 'Win'],
  loss: ['L', 'Loss'],
  save: ['SV', 'Save'],
  putouts: ['PO', 'Putouts'],
  errors: ['E', 'Errors'],
  // Basketball.
  points: ['PTS', 'Points'],
  fieldGoalsMade: ['FGM', 'Field goals made'],
  fieldGoalsAttempted: ['FGA', 'Field goals attempted'],
  fieldGoalPct: ['FG%', 'Field goal percentage'],
  threePointersMade: ['3PM', 'Three-pointers made'],
  threePointersAttempted: ['3PA', 'Three-pointers attempted'],
  threePointPct: ['3P%', 'Three-point percentage'],
  freeThrowsMade: ['FTM', 'Free throws made'],
  freeThrowsAttempted: ['FTA', 'Free throws attempted'],
  freeThrowPct: ['FT%', 'Free throw percentage'],
  offensive: ['OREB', 'Offensive rebounds'],
  defensive: ['DREB', 'Defensive rebounds'],
  total: ['REB', 'Total rebounds'],
  minutes: ['MIN', 'Minutes'],
  assists: ['AST', 'Assists'],
  turnovers: ['TO', 'Turnovers'],
  steals: ['STL', 'Steals'],
  blocks: ['BLK', 'Blocks'],
  fouls: ['PF', 'Fouls'],
  // Football.
  completions: ['CMP', 'Completions'],
  attempts: ['ATT', 'Attempts'],
  yards: ['YDS', 'Yards'],
  touchdowns: ['TD', 'Touchdowns'],
  interceptions: ['INT', 'Interceptions'],
  receptions: ['REC', 'Receptions'],
  soloTackles: ['SOLO', 'Solo tackles'],
  assistedTackles: ['AST', 'Assisted tackles'],
  totalTackles: ['TOT', 'Total tackles'],
  tacklesForLoss: ['TFL', 'Tackles for loss'],
  sacks: ['SACK', 'Sacks'],
  passBreakups: ['PBU', 'Pass breakups'],
  forcedFumbles: ['FF', 'Forced fumbles'],
  fumbleRecoveries: ['FR', 'Fumble recoveries'],
  extraPointsMade: ['XPM', 'Extra points made'],
  extraPointsAttempted: ['XPA', 'Extra points attempted'],
  punts: ['PUNTS', 'Punts'],
  // Volleyball.
  kills: ['K', 'Kills'],
  totalAttempts: ['TA', 'Total attacks'],
  hittingPct: ['PCT', 'Hitting percentage'],
  aces: ['SA', 'Service aces'],
  digs: ['DIG', 'Digs'],
  receptionErrors: ['RE', 'Reception errors'],
  blockSolos: ['BS', 'Block solos'],
  blockAssists: ['BA', 'Block assists'],
  setsPlayed: ['SP', 'Sets played'],
  // Soccer, hockey, lacrosse.
  goals: ['G', 'Goals'],
  numberOfShots: ['SH', 'Shots'],
  shotsOnGoal: ['SOG', 'Shots on goal'],
  shotPct: ['SH%', 'Shot percentage'],
  penaltyKicks: ['PK', 'Penalty kicks'],
  penaltyKickAttempts: ['PKA', 'Penalty kick attempts'],
  saves: ['SV', 'Saves'],
  goalsAllowed: ['GA', 'Goals allowed'],
  gameWinning: ['GW', 'Game-winning goals'],
  unassisted: ['UA', 'Unassisted goals'],
  first: ['FG', 'First goals'],
  overtime: ['OT', 'Overtime goals'],
  hatTricks: ['HAT', 'Hat tricks'],
  powerPlay: ['PPG', 'Power-play goals'],
  shortHanded: ['SHG', 'Short-handed goals'],
  yellow: ['YC', 'Yellow cards'],
  red: ['RC', 'Red cards'],
  groundBalls: ['GB', 'Ground balls'],
  causedTurnovers: ['CT', 'Caused turnovers'],
  faceoffsWon: ['FOW', 'Faceoffs won'],
  faceoffAttempts: ['FOA', 'Faceoff attempts'],
}

// Where a group gives a key another meaning than the table above.
const BY_GROUP: Readonly<Record<string, Readonly<Record<string, readonly [string, string]>>>> = {
  fielding: { assists: ['A', 'Assists'] },
  pitching: { walks: ['BB', 'Walks allowed'], strikeouts: ['SO', 'Strikeouts'] },
  penalties: { minutes: ['PIM', 'Penalty minutes'], fouls: ['F', 'Fouls'] },
  goalie: { minutes: ['MIN', 'Minutes in goal'] },
  shots: { assists: ['A', 'Assists'], points: ['PTS', 'Points'] },
  setting: { assists: ['A', 'Assists'] },
  serving: { errors: ['SE', 'Service errors'] },
  attack: { errors: ['E', 'Attack errors'] },
  rushing: { attempts: ['CAR', 'Carries'] },
}

/** "fieldGoalsMade" -> "Field goals made". */
export function humanizeKey(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

export function getStatLabel(group: string, key: string): StatLabel {
  const known = BY_GROUP[group]?.[key] ?? LABELS[key]
  if (known) return { abbr: known[0], title: known[1] }
  const title = humanizeKey(key)
  return { abbr: title, title }
}

/** "miscStats" -> "Other", "goalTypes" -> "Goal types": a group's heading. */
export function getGroupTitle(group: string): string {
  return group === 'miscStats' ? 'Other' : humanizeKey(group)
}
