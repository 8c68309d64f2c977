import { z } from 'zod'

// GET /Redirects (evidenced: shapes.md `## redirects`, schemas/v2/redirects/redirectsSchema.json):
// the tenant's route rules, an array of {from, to}. `from` is a path of the site; `to` a path of
// the site or another site's URL (what the website accepts of it: domain/redirect-rules.ts).
export const RedirectSchema = z.object({
  from: z.string(),
  to: z.string(),
})

export const RedirectsResponseSchema = z.array(RedirectSchema)

export type RedirectResource = z.infer<typeof RedirectSchema>
export type RedirectsResponse = z.infer<typeof RedirectsResponseSchema>
