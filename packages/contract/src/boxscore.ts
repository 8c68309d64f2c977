import { z } from 'zod'

// GET /stats/boxscore/{gameId} (provider/README 3.6, 4.12: field names from consumer code and,
// for baseball and softball, from a real tenant's box score objects; no schema). Names the
// README shows are kept exactly; the groups of basketball, football and volleyball, `leaders`,
// `rules` and the goal sports' `goalTypes` names are own design in the same style (packages/contract/README.md). Stat values are strings like the
// stats endpoints'; numbers are tolerated.

// Counts and scores come as strings ("4") or numbers.
const StringOrNumberSchema = z.union([z.string(), z.number()])

// Yes/no as booleans or, in real tenants' baseball and softball box scores, the strings "1"/"0"
// (README 4.12). The client reads them as booleans.
export const BoxFlagSchema = z.union([z.boolean(), z.string(), z.number()])

const StatValueSchema = StringOrNumberSchema.nullable()

// One stat group of a player or a team: { atBats: "4", hits: "2", ... }.
export const BoxStatGroupSchema = z.record(z.string(), StatValueSchema)

const GroupSchema = BoxStatGroupSchema.nullish()

export const BoxScorePlayerSchema = z.object({
  // "Last, First"
  name: z.string(),
  playerFirstLastName: z.string().nullish(),
  uniform: z.string().nullish(),
  position: z.string().nullish(),
  // Null for the opponent's players.
  rosterPlayerId: z.number().nullish(),
  battingOrder: z.number().nullish(),
  gameStarted: BoxFlagSchema.nullish(),
  gamePlayed: BoxFlagSchema.nullish(),
  isAGoalie: BoxFlagSchema.nullish(),
  // Baseball and softball.
  hitting: GroupSchema,
  pitching: GroupSchema,
  fielding: GroupSchema,
  // Soccer, ice hockey, lacrosse.
  shots: GroupSchema,
  goalTypes: GroupSchema,
  penalties: GroupSchema,
  goalie: GroupSchema,
  miscStats: GroupSchema,
  // Basketball (with miscStats).
  shooting: GroupSchema,
  rebounds: GroupSchema,
  // Football.
  passing: GroupSchema,
  rushing: GroupSchema,
  receiving: GroupSchema,
  defense: GroupSchema,
  kicking: GroupSchema,
  punting: GroupSchema,
  // Volleyball (with defense and miscStats).
  attack: GroupSchema,
  setting: GroupSchema,
  serving: GroupSchema,
})

export const PeriodSummarySchema = z.object({
  period: StringOrNumberSchema,
  score: StringOrNumberSchema.nullish(),
  shots: StringOrNumberSchema.nullish(),
  saves: StringOrNumberSchema.nullish(),
  fouls: StringOrNumberSchema.nullish(),
  corners: StringOrNumberSchema.nullish(),
  offsides: StringOrNumberSchema.nullish(),
})

// Own design: a team's top performer(s) in a key stat; ties list every player.
export const BoxScoreLeaderSchema = z.object({
  stat: z.string(),
  label: z.string(),
  value: z.string(),
  players: z.array(z.object({ name: z.string(), uniform: z.string().nullish() })),
})

export const ScoreSummarySchema = z.object({
  score: StringOrNumberSchema,
  // "0,1,0,…"; "X" for a home half-inning not played.
  scoreByPeriod: z.string().nullish(),
  periodSummaries: z.array(PeriodSummarySchema).nullish(),
})

// Baseball and softball as real tenants send them (README 4.12): runs, hits and errors and the
// innings "0,0,0,0,0,1,X", in place of scoreSummary.
export const ScoringSummarySchema = z.object({
  runs: StringOrNumberSchema.nullish(),
  hits: StringOrNumberSchema.nullish(),
  errors: StringOrNumberSchema.nullish(),
  scoreByInnings: z.string().nullish(),
})

export const BoxScoreTeamSchema = z.object({
  name: z.string(),
  // StatCrew team code ("DUKE").
  id: z.string().nullish(),
  code: StringOrNumberSchema.nullish(),
  record: z.string().nullish(),
  isTenantTeam: BoxFlagSchema.nullish(),
  // The final: baseball and softball's `score`, the other sports' `scoreSummary.score`.
  score: StringOrNumberSchema.nullish(),
  scoreSummary: ScoreSummarySchema.nullish(),
  scoringSummary: ScoringSummarySchema.nullish(),
  rank: StringOrNumberSchema.nullish(),
  conferenceRecord: z.string().nullish(),
  boxscoreUrl: z.string().nullish(),
  totals: z.record(z.string(), GroupSchema).nullish(),
  players: z.array(BoxScorePlayerSchema).nullish(),
  leaders: z.array(BoxScoreLeaderSchema).nullish(),
})

export const BoxScoreVenueSchema = z.object({
  // "MM/DD/YYYY"
  date: z.string().nullish(),
  location: z.string().nullish(),
  stadium: z.string().nullish(),
  attendance: StringOrNumberSchema.nullish(),
  isALeagueGame: z.boolean().optional(),
  isAPostseasonGame: z.boolean().optional(),
  // "h:mm"
  duration: z.string().nullish(),
  rules: z.record(z.string(), z.union([z.string(), z.number(), z.null()])).nullish(),
  // Baseball and softball (README 4.12): "5:03 PM", "Sunny, 72", { "Home Plate": "…", First: … },
  // "7", a doubleheader flag, the event's name.
  start: z.string().nullish(),
  weather: z.string().nullish(),
  umpires: z.record(z.string(), z.string().nullable()).nullish(),
  scheduledInnings: StringOrNumberSchema.nullish(),
  doubleHeaderGame: BoxFlagSchema.nullish(),
  tournamentName: z.string().nullish(),
})

// A baseball or softball scoring play (README 4.12): the scores after it.
export const ScoringSummaryPlaySchema = z.object({
  teamName: z.string().nullish(),
  inningNumber: StringOrNumberSchema.nullish(),
  playNarrative: z.string(),
  visitingScore: StringOrNumberSchema.nullish(),
  homeScore: StringOrNumberSchema.nullish(),
  isVisitingTeam: BoxFlagSchema.nullish(),
})

export const BoxScorePlaySchema = z.object({
  period: StringOrNumberSchema,
  clock: z.string().nullish(),
  action: z.string().nullish(),
  text: z.string().nullish(),
  team: z.string().nullish(),
  isAHomeTeam: BoxFlagSchema.nullish(),
  number: z.string().nullish(),
  nameOfPlayer: z.string().nullish(),
})

export const BoxScoreScoreSchema = z.object({
  period: StringOrNumberSchema,
  time: z.string().nullish(),
  team: z.string().nullish(),
  nameOfPlayer: z.string().nullish(),
  nameOfFirstAssist: z.string().nullish(),
  description: z.string().nullish(),
})

export const BoxScorePenaltySchema = z.object({
  period: StringOrNumberSchema,
  time: z.string().nullish(),
  type: z.string().nullish(),
  team: z.string().nullish(),
  nameOfPlayer: z.string().nullish(),
})

// Real tenants' baseball and softball box scores may lack thisTeamIsHomeTeam and the two names:
// the teams' isTenantTeam and name say the same (README 4.12).
export const BoxScoreResponseSchema = z.object({
  thisTeamIsHomeTeam: BoxFlagSchema.nullish(),
  isNeutral: BoxFlagSchema.nullish(),
  homeTeamName: z.string().nullish(),
  visitingTeamName: z.string().nullish(),
  // "MM/DD/YYYY"
  gameDate: z.string().nullish(),
  homeTeamScore: StringOrNumberSchema.nullish(),
  visitingTeamScore: StringOrNumberSchema.nullish(),
  pdfDoc: z.string().nullish(),
  venue: BoxScoreVenueSchema.nullish(),
  homeTeam: BoxScoreTeamSchema,
  visitingTeam: BoxScoreTeamSchema,
  plays: z.array(BoxScorePlaySchema).nullish(),
  scores: z.array(BoxScoreScoreSchema).nullish(),
  penalties: z.array(BoxScorePenaltySchema).nullish(),
  scoringSummaryPlays: z.array(ScoringSummaryPlaySchema).nullish(),
})

export type BoxStatGroup = z.infer<typeof BoxStatGroupSchema>
export type BoxScorePlayer = z.infer<typeof BoxScorePlayerSchema>
export type BoxScoreLeader = z.infer<typeof BoxScoreLeaderSchema>
export type BoxScoreTeam = z.infer<typeof BoxScoreTeamSchema>
export type BoxScoreVenue = z.infer<typeof BoxScoreVenueSchema>
export type ScoringSummaryPlay = z.infer<typeof ScoringSummaryPlaySchema>
export type BoxScorePlay = z.infer<typeof BoxScorePlaySchema>
export type BoxScoreScore = z.infer<typeof BoxScoreScoreSchema>
export type BoxScorePenalty = z.infer<typeof BoxScorePenaltySchema>
export type BoxScoreResponse = z.infer<typeof BoxScoreResponseSchema>
