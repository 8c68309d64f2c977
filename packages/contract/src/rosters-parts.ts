import { z } from 'zod'
import { LibraryImageSchema } from './image-parts'

// Pieces shared by the roster, player, staff and bio shapes (provider/README 4.6-4.8).

// A headshot or team picture: a library image with its caption.
export const MediaImageSchema = z.object({
  mediaCaption: z.string().nullish(),
  ...LibraryImageSchema.shape,
})

// The sport reference inside rosters, players and coaches (not the full /Sports object).
export const RosterSportSchema = z.object({
  id: z.number().int(),
  title: z.string().nullish(),
  abbrev: z.string().nullish(),
  shortDisplay: z.string().nullish(),
  shortName: z.string().nullish(),
  globalSportId: z.number().nullish(),
  globalSportNameSlug: z.string().nullish(),
  globalSportGender: z.string().nullish(),
})

// One entry per platform, always all of them, null when unset (README 5): Twitter, Instagram,
// Facebook, YouTube, Snapchat, TikTok, Cameo, Twitch, LinkedIn, Shop, INFLCR.
export const SocialMediaEntrySchema = z.object({
  platformName: z.string(),
  userName: z.string().nullish(),
  url: z.string().nullish(),
  icon: z.string().nullish(),
  oldIcon: z.string().nullish(),
})

// A roster column the school chose (README 4.6): `dbField`/`specialColumn` name the value, e.g.
// `roster_jerseynum`, `rp_position_short`, `height`, `rp_weight`, `roster_class`.
export const DisplayFieldSchema = z.object({
  title: z.string().nullish(),
  description: z.string().nullish(),
  dbField: z.string().nullish(),
  specialColumn: z.string().nullish(),
  print: z.boolean().optional(),
})

// The keyed `socialMedia` object ({ Twitter: …, Instagram: … }): its values are null in every
// sample, so their shape is unknown; the client reads `socialMediaR` instead.
export const SocialMediaMapSchema = z.record(z.string(), z.unknown())

export type MediaImageResource = z.infer<typeof MediaImageSchema>
export type RosterSportResource = z.infer<typeof RosterSportSchema>
export type SocialMediaEntryResource = z.infer<typeof SocialMediaEntrySchema>
export type DisplayFieldResource = z.infer<typeof DisplayFieldSchema>
