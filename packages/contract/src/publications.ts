import { z } from 'zod'
import { ShortnameSportSchema } from './sport-parts'

// Publications (provider/README 3.5; schemas/v2/publications): GET /Publications answers the
// page's heading and every publication (no paging, snake_case as evidenced). `file.url` is the
// PDF on the provider (/media/{tenant}/publications/{slug}.pdf, absolute), `url` the site's
// /publications/{slug} page. Own design: GET /Publications/{slug}, one publication.

export const PublicationSportSchema = ShortnameSportSchema

export const PublicationFileSchema = z.object({
  url: z.string(),
  image: z.string().nullish(),
  title: z.string().nullish(),
  description: z.string().nullish(),
  embed_url: z.string().nullish(),
  slug: z.string().nullish(),
})

export const PublicationResourceSchema = z.object({
  created_on: z.string(),
  description: z.string().nullish(),
  id: z.string(),
  file: PublicationFileSchema,
  image: z.string().nullish(),
  title: z.string(),
  updated_on: z.string().nullish(),
  url: z.string(),
  sport: z.unknown().optional(),
  sports: z.array(PublicationSportSchema).nullish(),
})

export const PublicationsResponseSchema = z.object({
  image: z.string().nullish(),
  description: z.string().nullish(),
  title: z.string(),
  show_dates: z.boolean().optional(),
  enable_subscriptions: z.boolean().optional(),
  publications: z.array(PublicationResourceSchema),
})

export type PublicationResource = z.infer<typeof PublicationResourceSchema>
export type PublicationsResponse = z.infer<typeof PublicationsResponseSchema>
