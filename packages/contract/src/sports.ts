import { z } from 'zod'

// GET /Sports and /Sports/{id} (provider/README 4.1, schemas/v2/sports). The fields the site
// reads (SPEC 7) come first; the rest are evidenced but optional so newer or older tenants parse.
export const SportResourceSchema = z.object({
  id: z.number(),
  title: z.string(),
  abbrev: z.string().nullable(),
  shortName: z.string(),
  globalSportId: z.number().nullish(),
  globalSportShortName: z.string().nullable(),
  globalSportNameSlug: z.string(),
  globalSportGender: z.string().nullish(),
  nonSport: z.boolean().nullish(),
  facebookPage: z.string().nullish(),
  instagramName: z.string().nullish(),
  pinterestName: z.string().nullish(),
  twitterName: z.string().nullish(),
  youtubeName: z.string().nullish(),
  ticketsLink: z.string().nullish(),
  rosterId: z.number().nullish(),
  scheduleId: z.number().nullish(),
  displayOpponentHistory: z.boolean().nullish(),

  seasonId: z.number().nullish(),
  conferenceId: z.number().nullish(),
  usesPoints: z.boolean().nullish(),
  hasDoubleHeader: z.boolean().nullish(),
  defaultLocation: z.string().nullish(),
  defaultFacility: z.number().nullish(),
  created: z.string().nullish(),
  defaultStatsLink: z.string().nullish(),
  usesSidearmStats: z.boolean().nullish(),
  conferenceXml: z.string().nullish(),
  conferenceDisplay: z.boolean().nullish(),
  atVs: z.boolean().nullish(),
  hasDepthChart: z.boolean().nullish(),
  hasOvertimeLosses: z.boolean().nullish(),
  hasOvertimeWins: z.boolean().nullish(),
  facebookId: z.string().nullish(),
  scheduleUpcomingGamesToShow: z.number().nullish(),
  scheduleUpcomingGamesBackgroundFullWidth: z.boolean().nullish(),
  ticketmasterAttractionId: z.string().nullish(),
  appPriority: z.number().nullish(),
  displaySocialMedia: z.boolean().nullish(),
  youtubePlaylistId: z.string().nullish(),
  nonSportOnArchive: z.boolean().nullish(),
  hasHockeySystem: z.boolean().nullish(),
  displayNextEvent: z.boolean().nullish(),
  nonSportOnCalendar: z.boolean().nullish(),
  defaultVideoLink: z.string().nullish(),
  hasHockey3V3: z.boolean().nullish(),
  shortDisplay: z.string().nullish(),
  // Declared untyped by the real schemas (null in every sample): accepted as anything.
  oldId: z.unknown().optional(),
  eventInclusion: z.unknown().optional(),
  googlePlusId: z.unknown().optional(),
  statsLink: z.unknown().optional(),
  scheduleUpcomingGamesBackgroundImage: z.unknown().optional(),
  imagesJson: z.unknown().optional(),
  momentIds: z.unknown().optional(),
  gameSynonym: z.unknown().optional(),
})

export const SportsResponseSchema = z.array(SportResourceSchema)

export type SportResource = z.infer<typeof SportResourceSchema>
export type SportsResponse = z.infer<typeof SportsResponseSchema>
