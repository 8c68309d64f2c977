import {
  PromotionResponseSchema,
  type PromotionCampaignResource,
  type PromotionEffect,
  type PromotionLocationType,
  type PromotionResponse,
} from '@fieldhouse/contract/promotions'
import { toPictureImages, type PictureImage } from './picture'
import type { CallOptions, Transport } from './transport'

const LABEL = 'promotions repository'

/** SPEC 9 pagination default. */
export const DEFAULT_PAGE = { start: 0, count: 10 } as const

export type PromotionCampaign = {
  id: number
  title: string
  link: string | null
  hover_text: string | null
  icon: string | null
  css_class: string | null
  open_in_new_window: boolean
  picture: { images: PictureImage[] }
}

export type SlidesPerView = number | 'auto'

export type SwiperOptions = {
  slides_per_view: SlidesPerView | null
  navigation: boolean | { prevEl: string; nextEl: string } | null
  pagination: boolean | Record<string, unknown> | null
  breakpoints: Record<string, { slidesPerView: SlidesPerView }> | null
  autoplay: boolean | { delay: number | null } | null
  pausable: boolean
}

/** SPEC 3 Promotion response, field names as the spec writes them. */
export type Promotion = {
  content_id: number | string | null
  location: {
    id: number | null
    name: string
    type: PromotionLocationType
    effect: PromotionEffect
  }
  single: PromotionCampaign | null
  random_single: boolean
  campaigns: PromotionCampaign[]
  html: string | null
  css_class: string | null
  swiper_options: SwiperOptions | null
}

export function toPromotion(resource: PromotionResponse): Promotion {
  const swiper = resource.swiper_options
  return {
    content_id: resource.content_id ?? null,
    location: { ...resource.location, id: resource.location.id ?? null },
    single: resource.single ? toCampaign(resource.single) : null,
    random_single: resource.random_single ?? false,
    campaigns: resource.campaigns.map(toCampaign),
    html: resource.html ?? null,
    css_class: resource.css_class ?? null,
    swiper_options: swiper
      ? {
          slides_per_view: swiper.slides_per_view ?? null,
          navigation: swiper.navigation ?? null,
          pagination: swiper.pagination ?? null,
          breakpoints: swiper.breakpoints ?? null,
          autoplay:
            typeof swiper.autoplay === 'object' && swiper.autoplay !== null
              ? { delay: swiper.autoplay.delay ?? null }
              : (swiper.autoplay ?? null),
          pausable: swiper.pausable ?? false,
        }
      : null,
  }
}

function toCampaign(resource: PromotionCampaignResource): PromotionCampaign {
  return {
    id: resource.id,
    title: resource.title,
    link: resource.link ?? null,
    hover_text: resource.hover_text ?? null,
    icon: resource.icon ?? null,
    css_class: resource.css_class ?? null,
    open_in_new_window: resource.open_in_new_window ?? false,
    picture: { images: toPictureImages(resource.picture) },
  }
}

export type PromotionQuery = { sportId?: number; start?: number; count?: number }

/** `/promotions/{name}/{sportId}` (sportId given and not 0) or `/promotions/{name}`. */
export async function getPromotion(
  transport: Transport,
  name: string,
  query: PromotionQuery = {},
  options: CallOptions = {},
): Promise<Promotion | null> {
  const path = `/promotions/${encodeURIComponent(name)}${query.sportId ? `/${query.sportId}` : ''}`
  const outcome = await transport.get({
    label: LABEL,
    path,
    query: {
      $pageIndex: query.start ?? DEFAULT_PAGE.start,
      $pageSize: query.count ?? DEFAULT_PAGE.count,
    },
    schema: PromotionResponseSchema,
    signal: options.signal,
    allowNotFound: true,
  })
  return outcome.kind === 'ok' ? toPromotion(outcome.data) : null
}

/**
 * Counts impressions of the given campaign ids in one call. Success is any 2xx: the body is not
 * needed, and treating an odd body as failure would make the caller count the batch twice.
 */
export async function countImpressions(
  transport: Transport,
  adIds: number[],
  options: CallOptions = {},
): Promise<boolean> {
  // Nothing to count is not a failure; the caller can drop its (empty) queue.
  if (adIds.length === 0) return true
  const result = await transport.ping({
    label: LABEL,
    path: '/promotions/counter',
    query: { adIds: adIds.join(',') },
    signal: options.signal,
    // The counter changes data: a retry after a lost answer would count twice. The caller keeps
    // its queue on failure instead (SPEC 8).
    retry: false,
  })
  return result.ok
}
