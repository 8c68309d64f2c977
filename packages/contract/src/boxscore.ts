import { z } from 'zod'

// GET /stats/boxscore/{gameId} (provider/README 3.6, 4.12: field names from consumer code only,
// no schema or sample). Names the README shows are kept exactly; the groups of basketball,
// football and volleyball, `leaders`, `rules` and the goal sports' `goalTypes` names are own
// design in the same style (packages/contract/README.md). Stat values are strings like the
// stats endpoints'; numbers are tolerated.

// Counts and scores come as strings ("4") or numbers.
const StringOrNumberSchema = z.union([z.string(), z.number()])

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
  gameStarted: z.boolean().optional(),
  gamePlayed: z.boolean().optional(),
  isAGoalie: z.boolean().optional(),
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

export const BoxScoreTeamSchema = z.object({
  name: z.string(),
  // StatCrew team code ("DUKE").
  id: z.string().nullish(),
  code: StringOrNumberSchema.nullish(),
  record: z.string().nullish(),
  isTenantTeam: z.boolean().optional(),
  scoreSummary: z.object({
    score: StringOrNumberSchema,
    // "0,1,0,…"; "X" for a home half-inning not played.
    scoreByPeriod: z.string().nullish(),
    periodSummaries: z.array(PeriodSummarySchema).nullish(),
  }),
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
})

export const BoxScorePlaySchema = z.object({
  period: StringOrNumberSchema,
  clock: z.string().nullish(),
  action: z.string().nullish(),
  text: z.string().nullish(),
  team: z.string().nullish(),
  isAHomeTeam: z.boolean().optional(),
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

export const BoxScoreResponseSchema = z.object({
  thisTeamIsHomeTeam: z.boolean(),
  isNeutral: z.boolean().optional(),
  homeTeamName: z.string(),
  visitingTeamName: z.string(),
  homeTeamScore: StringOrNumberSchema.nullish(),
  visitingTeamScore: StringOrNumberSchema.nullish(),
  pdfDoc: z.string().nullish(),
  venue: BoxScoreVenueSchema.nullish(),
  homeTeam: BoxScoreTeamSchema,
  visitingTeam: BoxScoreTeamSchema,
  plays: z.array(BoxScorePlaySchema).nullish(),
  scores: z.array(BoxScoreScoreSchema).nullish(),
  penalties: z.array(BoxScorePenaltySchema).nullish(),
})

export type BoxStatGroup = z.infer<typeof BoxStatGroupSchema>
export type BoxScorePlayer = z.infer<typeof BoxScorePlayerSchema>
export type BoxScoreLeader = z.infer<typeof BoxScoreLeaderSchema>
export type BoxScoreTeam = z.infer<typeof BoxScoreTeamSchema>
export type BoxScorePlay = z.infer<typeof BoxScorePlaySchema>
export type BoxScoreScore = z.infer<typeof BoxScoreScoreSchema>
export type BoxScorePenalty = z.infer<typeof BoxScorePenaltySchema>
export type BoxScoreResponse = z.infer<typeof BoxScoreResponseSchema>
