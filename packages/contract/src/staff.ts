import { z } from 'zod'
import { UrlAltImageSchema } from './image-parts'
import {
  MediaImageSchema,
  RosterSportSchema,
  SocialMediaEntrySchema,
  SocialMediaMapSchema,
} from './rosters-parts'

// Coaches and support staff: as embedded in a roster (`coaches[]`, `support[]`, provider/README
// 4.6), as one staff member (`GET /Staff/{staffId}`, README 4.8, schemas/v2/staff/staffIdSchema),
// and a sport's coaching records (`GET /Staff/coaches/history/overall/{sportId}`, README 3.4).

// What every staff shape sends: the school's four free fields.
export const StaffCustomFields = {
  custom1: z.string().nullish(),
  custom2: z.string().nullish(),
  custom3: z.string().nullish(),
  custom4: z.string().nullish(),
}

// How a staff entry of a sport (on a roster, or in /Staff/supportStaff) starts: `id` is that
// entry, `staffId` the person (`/Staff/{staffId}`); they differ (README 4.6). `url` is the
// person's page on the site.
export const StaffEntryFields = {
  id: z.number().int(),
  staffId: z.number().int(),
  title: z.string().nullish(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullish(),
  phone: z.string().nullish(),
  url: z.string().nullish(),
}

// A staff member on one season's roster. `bio` is HTML.
export const RosterStaffResourceSchema = z.object({
  ...StaffEntryFields,
  bio: z.string().nullish(),
  twitter: z.string().nullish(),
  image: MediaImageSchema.nullish(),
  images: z.array(z.unknown()).nullish(),
  // `staff_title`, `staff_email`, `staff_phone`, optional `staff_custom_1`, `staff_twitter`.
  displayFields: z.record(z.string(), z.string().nullish()).nullish(),
  sport: RosterSportSchema.nullish(),
  socialMediaR: z.array(SocialMediaEntrySchema).nullish(),
  ...StaffCustomFields,
})

export const StaffImageSchema = UrlAltImageSchema

export const StaffCategorySchema = z.object({
  id: z.number().int(),
  title: z.string(),
})

// GET /Staff/{staffId}: the staff-directory shape. `socialMedia` holds one handle per platform
// ("" when unset); `url` is the person's page on the site.
export const StaffResourceSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string().nullish(),
  email: z.string().nullish(),
  phone: z.string().nullish(),
  image: StaffImageSchema.nullish(),
  category: StaffCategorySchema.nullish(),
  socialMedia: z.record(z.string(), z.string().nullish()).nullish(),
  socialMediaList: SocialMediaMapSchema.nullish(),
  socialMediaR: z.array(SocialMediaEntrySchema).nullish(),
  ...StaffCustomFields,
  bio: z.string().nullish(),
  url: z.string().nullish(),
  displayFields: z.record(z.string(), z.string().nullish()).nullish(),
  images: z.array(z.unknown()).nullish(),
})

// Win percentages are strings on the wire (".625", ties counting half); counts are numbers.
const RecordFields = {
  firstName: z.string(),
  lastName: z.string(),
  overallWins: z.number().int(),
  overallLosses: z.number().int(),
  overallTies: z.number().int(),
  overallWinPercent: z.string(),
  conferenceWins: z.number().int(),
  conferenceLosses: z.number().int(),
  conferenceTies: z.number().int(),
  conferenceWinPercent: z.string(),
}

// One head coach's season: `season` is the season title ("2025" or "2025-26").
export const CoachingSeasonRecordSchema = z.object({ season: z.string(), ...RecordFields })

// One head coach's whole tenure; `startYear`/`endYear` are season titles' years, as strings.
export const CoachingTenureRecordSchema = z.object({
  numberOfSeasons: z.number().int(),
  startYear: z.string(),
  endYear: z.string(),
  ...RecordFields,
})

export const CoachingHistoryResponseSchema = z.object({
  yearly: z.array(CoachingSeasonRecordSchema),
  overall: z.array(CoachingTenureRecordSchema),
})

export type RosterStaffResource = z.infer<typeof RosterStaffResourceSchema>
export type StaffResource = z.infer<typeof StaffResourceSchema>
export type CoachingSeasonRecordResource = z.infer<typeof CoachingSeasonRecordSchema>
export type CoachingTenureRecordResource = z.infer<typeof CoachingTenureRecordSchema>
export type CoachingHistoryResponse = z.infer<typeof CoachingHistoryResponseSchema>
