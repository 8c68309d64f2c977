import { z } from 'zod'

// Pieces shared by the game shapes (provider/README 4.2, 4.3, 4.5, 5.1).

// Scores are strings on the wire ("1"), numbers on some tenants, null before a game.
export const ScoreSchema = z.union([z.string(), z.number()]).nullish()

// A sport as a game names it. EventsResults sends `abbrev`/`shortName`/`globalSportNameSlug`
// (the slug is null in the sample), the legacy shape `abbreviation`/`shortname`.
export const GameSportSchema = z.object({
  id: z.number().int(),
  title: z.string().nullish(),
  abbrev: z.string().nullish(),
  abbreviation: z.string().nullish(),
  shortName: z.string().nullish(),
  shortname: z.string().nullish(),
  shortDisplay: z.string().nullish(),
  globalSportShortName: z.string().nullish(),
  globalSportShortname: z.string().nullish(),
  globalSportNameSlug: z.string().nullish(),
  globalSportId: z.number().nullish(),
  scheduleId: z.number().int().nullish(),
  gameSynonym: z.string().nullish(),
  // EventsResults: boolean; the legacy shape has no such field on the sport.
  atVs: z.union([z.boolean(), z.string()]).nullish(),
  nonSport: z.boolean().nullish(),
})

// `{ id, title, url }`; `url` is "" when the facility has no page.
export const GameFacilitySchema = z.object({
  id: z.number().int(),
  title: z.string().nullish(),
  url: z.string().nullish(),
})

export type GameSportResource = z.infer<typeof GameSportSchema>
export type GameFacilityResource = z.infer<typeof GameFacilitySchema>
