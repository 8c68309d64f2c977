import { z } from 'zod'

// GET /Seo (schemas/v2/seo). `title` and `meta` hold dozens of `seo_title_<page>` /
// `seo_meta_*` keys and tenants add new ones, so they are records keyed by setting name.
const SeoStringsSchema = z.record(z.string(), z.string().nullable())

export const SeoSettingsSchema = z.object({
  settings: z.object({
    sitemap: z.object({ enable_sitemap_xml: z.string().nullish() }).nullish(),
    robots: z
      .object({
        seo_robots_header: z.string().nullish(),
        seo_robots_footer: z.string().nullish(),
      })
      .nullish(),
    title: SeoStringsSchema,
    meta: SeoStringsSchema,
  }),
  tokens: z.object({ keys: z.array(z.string()) }).nullish(),
})

export type SeoSettingsResource = z.infer<typeof SeoSettingsSchema>
