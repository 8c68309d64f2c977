import { z } from 'zod'
import { PictureSchema } from './picture'

// GET /promotions/{name}[/{sportId}] and /promotions/counter (own design: no public evidence;
// field names exactly as SPEC 3 "Promotion response" writes them, hence snake_case).

export const PromotionLocationTypeSchema = z.enum(['single', 'html', 'icons', 'multi'])
export const PromotionEffectSchema = z.enum(['random', 'none', 'slide'])

export const PromotionLocationSchema = z.object({
  id: z.number().nullish(),
  name: z.string(),
  type: PromotionLocationTypeSchema,
  effect: PromotionEffectSchema,
})

export const PromotionCampaignSchema = z.object({
  id: z.number(),
  title: z.string(),
  link: z.string().nullish(),
  hover_text: z.string().nullish(),
  icon: z.string().nullish(),
  css_class: z.string().nullish(),
  open_in_new_window: z.boolean().optional(),
  picture: PictureSchema.nullish(),
})

const SlidesPerViewSchema = z.union([z.number(), z.literal('auto')])

export const SwiperOptionsSchema = z.object({
  slides_per_view: SlidesPerViewSchema.nullish(),
  navigation: z
    .union([z.boolean(), z.object({ prevEl: z.string(), nextEl: z.string() })])
    .nullish(),
  pagination: z.union([z.boolean(), z.record(z.string(), z.unknown())]).nullish(),
  // Keyed by minimum viewport width in px, as Swiper's own `breakpoints` option.
  breakpoints: z.record(z.string(), z.object({ slidesPerView: SlidesPerViewSchema })).nullish(),
  autoplay: z.union([z.boolean(), z.object({ delay: z.number().optional() })]).nullish(),
  pausable: z.boolean().optional(),
})

export const PromotionResponseSchema = z.object({
  content_id: z.union([z.number(), z.string()]).nullish(),
  location: PromotionLocationSchema,
  // For type 'single': the campaign to show, unless random_single asks the client to pick one
  // of `campaigns` at random.
  single: PromotionCampaignSchema.nullish(),
  random_single: z.boolean().optional(),
  campaigns: z.array(PromotionCampaignSchema),
  html: z.string().nullish(),
  css_class: z.string().nullish(),
  swiper_options: SwiperOptionsSchema.nullish(),
})

export const PromotionCounterResponseSchema = z.object({
  counted: z.number().int(),
})

export type PromotionLocationType = z.infer<typeof PromotionLocationTypeSchema>
export type PromotionEffect = z.infer<typeof PromotionEffectSchema>
export type PromotionLocationResource = z.infer<typeof PromotionLocationSchema>
export type PromotionCampaignResource = z.infer<typeof PromotionCampaignSchema>
export type SwiperOptionsResource = z.infer<typeof SwiperOptionsSchema>
export type PromotionResponse = z.infer<typeof PromotionResponseSchema>
export type PromotionCounterResponse = z.infer<typeof PromotionCounterResponseSchema>
