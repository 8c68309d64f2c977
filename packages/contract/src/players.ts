import { z } from 'zod'
import { cursorPageSchema, offsetPageSchema } from './paging'
import {
  DisplayFieldSchema,
  MediaImageSchema,
  RosterSportSchema,
  SocialMediaEntrySchema,
  SocialMediaMapSchema,
} from './rosters-parts'

// A player on one season's roster (provider/README 4.6, 4.7; schemas/v2/players, v2/rosters).
// `rosterPlayerId` is the player-season (bio links and stats use it), `playerId` the person across
// seasons. Lists (`/Rosters*`, `/Players/roster/{id}`) leave the bio parts null; the bio
// (`/Players/roster/bio/{rosterPlayerId}`) fills them. Tolerant where real tenants differ:
// `jerseyNumber` is a string that may be null (schemas/v2/players/randomSchema.json) or "00";
// `highSchool` may be null with the school in `custom1` (README 5.1); `image` may be null.

export const BioFieldsSchema = z.record(z.string(), z.string().nullish())

// One season of the player's history, newest first. Trends compare with the season before:
// 1 up, 0 same, -1 down.
export const HistoricalFieldSchema = z.object({
  rosterPlayerId: z.number().int(),
  image: MediaImageSchema.nullish(),
  season: z.string(),
  year: z.number().int(),
  weight: z.number().nullish(),
  weightTrend: z.number().nullish(),
  heightFeet: z.number().nullish(),
  heightInches: z.number().nullish(),
  height: z.string().nullish(),
  heightTrend: z.number().nullish(),
  position: z.string().nullish(),
  jerseyNumber: z.string().nullish(),
  academicYear: z.string().nullish(),
  isCaptain: z.boolean().optional(),
})

export const RankedBioFieldSchema = z.object({
  label: z.string(),
  value: z.string(),
  bioField: z.string().nullish(),
  rank: z.number(),
})

export const BioSettingsSchema = z.object({
  showXmlStatsOnRpPage: z.boolean().optional(),
  showHistoricalInfoOnRpPage: z.boolean().optional(),
})

// The seasons `/Stats/bio?year=` has numbers for.
export const StatsSeasonSchema = z.object({
  season: z.string(),
  year: z.number().int(),
  rosterPlayerId: z.number().int(),
})

export const RosterPlayerResourceSchema = z.object({
  rosterPlayerId: z.number().int(),
  playerId: z.number().int(),
  // Newer tenants (README 4.6 SAMPLE): the person's rosterPlayerId in their newest season.
  latestRosterPlayerId: z.number().int().nullish(),
  rosterDisplayTitle: z.string().nullish(),
  seasonSlug: z.string().nullish(),
  firstName: z.string(),
  lastName: z.string(),
  hometown: z.string().nullish(),
  highSchool: z.string().nullish(),
  previousSchool: z.string().nullish(),
  major: z.string().nullish(),
  birthDate: z.string().nullish(),
  gender: z.string().nullish(),
  pronouns: z.string().nullish(),
  facebookUsername: z.string().nullish(),
  instagramUsername: z.string().nullish(),
  twitterUsername: z.string().nullish(),
  snapchatUsername: z.string().nullish(),
  tiktokUsername: z.string().nullish(),
  cameoUsername: z.string().nullish(),
  youtubeUsername: z.string().nullish(),
  twitchUsername: z.string().nullish(),
  linkedinUsername: z.string().nullish(),
  shopUrl: z.string().nullish(),
  socialMedia: SocialMediaMapSchema.nullish(),
  socialMediaR: z.array(SocialMediaEntrySchema).nullish(),
  weight: z.number().nullish(),
  heightFeet: z.number().nullish(),
  heightInches: z.number().nullish(),
  positionShort: z.string().nullish(),
  positionLong: z.string().nullish(),
  jerseyNumber: z.string().nullish(),
  jerseyNumberSecond: z.string().nullish(),
  academicYearNumber: z.number().nullish(),
  academicYearShort: z.string().nullish(),
  academicYearLong: z.string().nullish(),
  isCaptain: z.boolean().optional(),
  letters: z.number().nullish(),
  hide: z.boolean().optional(),
  hideBio: z.boolean().optional(),
  custom1: z.string().nullish(),
  custom2: z.string().nullish(),
  custom3: z.string().nullish(),
  image: MediaImageSchema.nullish(),
  headerImage: MediaImageSchema.nullish(),
  images: z.array(z.unknown()).nullish(),
  sport: RosterSportSchema.nullish(),
  // HTML; null in lists.
  bio: z.string().nullish(),
  bioFields: BioFieldsSchema.nullish(),
  historicalFields: z.array(HistoricalFieldSchema).nullish(),
  hasWePlayedMoments: z.boolean().optional(),
  lastUpdated: z.string().nullish(),
  displayFields: z.array(DisplayFieldSchema).nullish(),
  rankedBioFields: z.array(RankedBioFieldSchema).nullish(),
  settings: BioSettingsSchema.nullish(),
  statsSeasons: z.array(StatsSeasonSchema).nullish(),
})

// GET /Players/roster/{rosterId}: v2 offset, v2.1 cursor.
export const RosterPlayersResponseSchema = offsetPageSchema(RosterPlayerResourceSchema)
export const RosterPlayersCursorResponseSchema = cursorPageSchema(RosterPlayerResourceSchema)

// GET /Players/history: everyone who was ever on a roster (the historical roster page).
// `seasons` is the player's season titles joined by ", " (own choice: the format is not
// evidenced); `rosterPlayerId` is the newest season's.
export const PlayerHistoryResourceSchema = z.object({
  playerId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  seasons: z.string(),
  rosterPlayerId: z.number().int(),
  sportName: z.string().nullish(),
  sportSlug: z.string().nullish(),
  image: MediaImageSchema.nullish(),
  sportId: z.number().int(),
})

export const PlayerHistoryResponseSchema = offsetPageSchema(PlayerHistoryResourceSchema)
export const PlayerHistoryCursorResponseSchema = cursorPageSchema(PlayerHistoryResourceSchema)

// GET /Players/search?searchText= (schemas/v2.1/players/searchSchema.json): `id` is the newest
// rosterPlayerId, `text` the name. `sportTitle` and `url` (the bio page) are own design: the three
// evidenced fields cannot build a bio link, which needs the sport's slug.
export const PlayerSearchResultSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  imagePath: z.string().nullish(),
  sportTitle: z.string().nullish(),
  url: z.string().nullish(),
})

export const PlayerSearchResponseSchema = z.array(PlayerSearchResultSchema)

export type HistoricalFieldResource = z.infer<typeof HistoricalFieldSchema>
export type RankedBioFieldResource = z.infer<typeof RankedBioFieldSchema>
export type StatsSeasonResource = z.infer<typeof StatsSeasonSchema>
export type RosterPlayerResource = z.infer<typeof RosterPlayerResourceSchema>
export type RosterPlayersResponse = z.infer<typeof RosterPlayersResponseSchema>
export type RosterPlayersCursorResponse = z.infer<typeof RosterPlayersCursorResponseSchema>
export type PlayerHistoryResource = z.infer<typeof PlayerHistoryResourceSchema>
export type PlayerHistoryResponse = z.infer<typeof PlayerHistoryResponseSchema>
export type PlayerSearchResultResource = z.infer<typeof PlayerSearchResultSchema>
export type PlayerSearchResponse = z.infer<typeof PlayerSearchResponseSchema>
