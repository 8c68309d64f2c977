import { z } from 'zod'
import { cursorPageSchema, offsetPageSchema } from './paging'
import { MediaImageSchema, SocialMediaEntrySchema } from './rosters-parts'
import { SportResourceSchema } from './sports'

// Awards (provider/README appendix `/Awards/*`; schemas/v2/awards, v2.1/awards): GET /Awards
// (`AwardTypeId`, `HideExpired`, v2 `$pageIndex`/`$pageSize`, v2.1 `PageSize`/`After`/`Before`),
// /Awards/{awardID} and /Awards/types. An award names a person of a sport's season (`playerId`,
// 0 for a name from before the rosters) with that season's class and position; `sport` is the
// full /Sports object; `highlights` HTML; `aowExpires` the end of its time on the site.
// Own design: `rosterPlayerId` (the roster entry of that season, for the roster bio's address;
// null without one) and the query name `sportId`.

export const AwardSocialMediaSchema = z.object({
  apple: z.string().nullish(),
  cameo: z.string().nullish(),
  facebook: z.string().nullish(),
  google: z.string().nullish(),
  linkedin: z.string().nullish(),
  instagram: z.string().nullish(),
  snapchat: z.string().nullish(),
  tiktok: z.string().nullish(),
  twitch: z.string().nullish(),
  twitter: z.string().nullish(),
  vimeo: z.string().nullish(),
  youtube: z.string().nullish(),
})

export const AwardResourceSchema = z.object({
  id: z.number().int(),
  aowTypeId: z.number().int(),
  aowTypeTitle: z.string(),
  playerId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  gender: z.string().nullish(),
  homeTown: z.string().nullish(),
  highSchool: z.string().nullish(),
  // Declared untyped by the real schemas: accepted as anything.
  major: z.unknown().optional(),
  previousTeam: z.unknown().optional(),
  sportTitle: z.unknown().optional(),
  externalLink: z.unknown().optional(),
  backgroundImage: z.unknown().optional(),
  sport: SportResourceSchema,
  positionLong: z.string().nullish(),
  positionShort: z.string().nullish(),
  shortHighlights: z.string().nullish(),
  highlights: z.string().nullish(),
  rpAcademicYear: z.number().nullish(),
  academicYear: z.string().nullish(),
  academicYearFull: z.string().nullish(),
  jerseyNumber: z.string().nullish(),
  useBioPhoto: z.boolean().optional(),
  image: MediaImageSchema.nullish(),
  url: z.string().nullish(),
  date: z.string(),
  socialMedia: AwardSocialMediaSchema.nullish(),
  socialMediaR: z.array(SocialMediaEntrySchema).nullish(),
  aowExpires: z.string().nullish(),
  rosterPlayerId: z.number().int().nullish(),
})

export const AwardsResponseSchema = offsetPageSchema(AwardResourceSchema)
export const AwardsCursorResponseSchema = cursorPageSchema(AwardResourceSchema)

export const AwardTypeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  display: z.string().nullish(),
})
export const AwardTypesResponseSchema = z.array(AwardTypeSchema)

export type AwardResource = z.infer<typeof AwardResourceSchema>
export type AwardTypeResource = z.infer<typeof AwardTypeSchema>
