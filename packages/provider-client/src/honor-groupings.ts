import { HonorGroupingsResponseSchema } from '@fieldhouse/contract/hall-of-fame'

// The ways an honors list is grouped (/HallOfFame/grouping, /AllAmerican/groupings): `slug` is
// the site's /honors/{slug}/{grouping} segment and what the list calls take as `grouping`.

export type HonorGrouping = { slug: string; value: number; name: string }

export const HonorGroupingsSchema = HonorGroupingsResponseSchema.transform((list) =>
  list.map((g): HonorGrouping => ({ slug: g.slug, value: g.value, name: g.name })),
)
