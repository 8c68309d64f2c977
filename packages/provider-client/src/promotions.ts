import {
  PromotionResponseSchema,
  type PromotionCampaignResource,
  type PromotionEffect,
  type PromotionLocationType,
  type PromotionResponse,
} from '@fieldhouse/contract/promotions'
import { toPictureImages, type PictureImage } from './picture'
import type { ClientContext } from './context'
import { toSent, type Sent } from './loaded'
import { toSafeHtml, type SafeHtml } from './safe-html'
import type { CallOptions } from './transport'

const LABEL = 'promotions repository'

/** SPEC 9 pagination default. */
export const DEFAULT_PAGE = { start: 0, count: 10 } as const

export type PromotionCampaign = {
  id: number
  title: string
  link: string | null
  hoverText: string | null
  icon: string | null
  cssClass: string | null
  openInNewWindow: boolean
  picture: { images: PictureImage[] }
}

export type SlidesPerView = number | 'auto'

export type SwiperOptions = {
  slidesPerView: SlidesPerView | null
  navigation: boolean | { prevEl: string; nextEl: string } | null
  pagination: boolean | Record<string, unknown> | null
  breakpoints: Record<string, { slidesPerView: SlidesPerView }> | null
  autoplay: boolean | { delay: number | null } | null
  pausable: boolean
}

/** SPEC 3 Promotion response (camelCase, docs/decisions/008). */
export type Promotion = {
  contentId: number | string | null
  location: {
    id: number | null
    name: string
    type: PromotionLocationType
    effect: PromotionEffect
  }
  single: PromotionCampaign | null
  randomSingle: boolean
  campaigns: PromotionCampaign[]
  /** For type 'html': the provider's HTML, sanitised. */
  html: SafeHtml | null
  cssClass: string | null
  swiperOptions: SwiperOptions | null
}

export function toPromotion(resource: PromotionResponse): Promotion {
  const swiper = resource.swiper_options
  return {
    contentId: resource.content_id ?? null,
    location: { ...resource.location, id: resource.location.id ?? null },
    single: resource.single ? toCampaign(resource.single) : null,
    randomSingle: resource.random_single ?? false,
    campaigns: resource.campaigns.map(toCampaign),
    html: toSafeHtml(resource.html),
    cssClass: resource.css_class ?? null,
    swiperOptions: swiper
      ? {
          slidesPerView: swiper.slides_per_view ?? null,
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
    hoverText: resource.hover_text ?? null,
    icon: resource.icon ?? null,
    cssClass: resource.css_class ?? null,
    openInNewWindow: resource.open_in_new_window ?? false,
    picture: { images: toPictureImages(resource.picture) },
  }
}

export type PromotionQuery = { sportId?: number; start?: number; count?: number }

// Mapping is part of parsing, so the response cache keeps the finished entities.
const PromotionSchema = PromotionResponseSchema.transform(toPromotion)

export function promotionsResource({ transport, getOr }: ClientContext) {
  return {
    /** `/promotions/{name}/{sportId}` (sportId given and not 0) or `/promotions/{name}`. */
    async getPromotion(
      name: string,
      query: PromotionQuery = {},
      options: CallOptions = {},
    ): Promise<Promotion | null> {
      const sport = query.sportId ? `/${query.sportId}` : ''
      return getOr(
        {
          label: LABEL,
          path: `/promotions/${encodeURIComponent(name)}${sport}`,
          query: {
            $pageIndex: query.start ?? DEFAULT_PAGE.start,
            $pageSize: query.count ?? DEFAULT_PAGE.count,
          },
          schema: PromotionSchema,
          allowNotFound: true,
        },
        options,
        null,
      )
    },

    /**
     * Counts impressions of the given campaign ids in one call. `ok` is any 2xx: the body is not
     * needed, and treating an odd body as failure would make the caller count the batch twice.
     */
    async countImpressions(adIds: number[], options: CallOptions = {}): Promise<Sent> {
      // Nothing to count is not a failure; the caller can drop its (empty) queue.
      if (adIds.length === 0) return { status: 'ok' }
      const outcome = await transport.ping({
        label: LABEL,
        path: '/promotions/counter',
        query: { adIds: adIds.join(',') },
        signal: options.signal,
        // The counter changes data: a retry after a lost answer would count twice. The caller
        // keeps its queue on failure instead (SPEC 8).
        retry: false,
      })
      return toSent(outcome)
    },
  }
}
