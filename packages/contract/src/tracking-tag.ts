import { z } from 'zod'

// GET /TrackingTag/search (schemas/v2/trackingTag). A tracking object groups the elements to inject
// at one spot of the page (head, body open, body close) by element kind. `image` entries (pixels)
// exist in the wild; SPEC 7 says tags whose objects hold only images are dropped by the client.

const TargetValueSchema = z.union([z.string(), z.number()]).nullish()

export const TrackingElementSchema = z.object({
  src: z.string().nullish(),
  children: z.string().nullish(),
  async: z.boolean().optional(),
  type: z.string().nullish(),
  contentId: TargetValueSchema,
  sportName: TargetValueSchema,
  pageTemplate: TargetValueSchema,
  attributes: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).nullish(),
})

export const TrackingObjectSchema = z.object({
  script: z.array(TrackingElementSchema).nullish(),
  style: z.array(TrackingElementSchema).nullish(),
  noscript: z.array(TrackingElementSchema).nullish(),
  image: z.array(TrackingElementSchema).nullish(),
})

export const TargetingCriteriaSchema = z.object({
  id: z.number().nullish(),
  tagId: z.number().nullish(),
  pageTemplate: TargetValueSchema,
  sportName: TargetValueSchema,
  contentId: TargetValueSchema,
})

export const TrackingTagSchema = z.object({
  id: z.number(),
  name: z.string(),
  isDisabled: z.boolean().optional(),
  blockDfpAds: z.boolean().optional(),
  startDate: z.string().nullish(),
  endDate: z.string().nullish(),
  tagHeadCode: z.string().nullish(),
  tagOpenBodyCode: z.string().nullish(),
  tagCloseBodyCode: z.string().nullish(),
  targetingCriteria: TargetingCriteriaSchema.nullish(),
  trackingHeadObject: TrackingObjectSchema.nullish(),
  trackingOpenBodyObject: TrackingObjectSchema.nullish(),
  trackingCloseBodyObject: TrackingObjectSchema.nullish(),
  pageTemplate: TargetValueSchema,
  sportName: TargetValueSchema,
  contentId: TargetValueSchema,
})

export const TrackingTagSearchResponseSchema = z.array(TrackingTagSchema)

export type TrackingElementResource = z.infer<typeof TrackingElementSchema>
export type TrackingObjectResource = z.infer<typeof TrackingObjectSchema>
export type TargetingCriteriaResource = z.infer<typeof TargetingCriteriaSchema>
export type TrackingTagResource = z.infer<typeof TrackingTagSchema>
export type TrackingTagSearchResponse = z.infer<typeof TrackingTagSearchResponseSchema>
