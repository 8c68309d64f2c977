import { z } from 'zod'
import { offsetPageSchema } from './paging'
import { SlugSportSchema } from './sport-parts'

// Sport files (own design; SPEC 2.1 /sports/{year}/{month}/{day}/{filename}, with /hidden and
// /protected variants): files a sport posts on a day. GET /SportFiles (sportId, paged: the
// public ones), /SportFiles/{year}/{month}/{day}/{filename} (metadata) and .../file (the bytes);
// the same under /Hidden/SportFiles/... for a signed-in editor (hidden files, and every other),
// and /Protected/SportFiles/... with the item's code in the `X-Access-Code` header (403
// without it or with a wrong one). `url` is the site page, `fileUrl` the bytes' API path.

export const SportFileSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  fileName: z.string(),
  day: z.string(),
  created: z.string(),
  url: z.string(),
  fileUrl: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  access: z.enum(['public', 'hidden', 'protected']),
  sport: SlugSportSchema,
})

export const SportFilesResponseSchema = offsetPageSchema(SportFileSchema)

export type SportFileResource = z.infer<typeof SportFileSchema>
