/** SPEC 7/9: impressions are counted in one call after this much quiet. */
export const IMPRESSION_BATCH_DELAY_MS = 2000

/** SPEC 5: an html promotion carrying this marker is not shown. */
export const HIDDEN_HTML_PROMOTION_MARKER = 'c-mbonvoy'

export function isHtmlPromotionHidden(html: string | null | undefined): boolean {
  return html?.includes(HIDDEN_HTML_PROMOTION_MARKER) ?? false
}

type AltSources = {
  imageAlt?: string | null
  hoverText?: string | null
  title?: string | null
}

/**
 * SPEC 5: image alt, else hover text, else title (blank values skipped); '' when all are blank.
 * With `isTextShown` the campaign's title and hover text are on screen beside the picture: a
 * fallback would only repeat them to a screen reader, so only the image's own alt is kept.
 */
export function getPromotionImageAlt(
  { imageAlt, hoverText, title }: AltSources,
  { isTextShown = false }: { isTextShown?: boolean } = {},
): string {
  const sources = isTextShown ? [imageAlt] : [imageAlt, hoverText, title]
  return sources.map((text) => text?.trim() ?? '').find(Boolean) ?? ''
}

/** SPEC 9: carousels advance every 8 s unless the promotion sets its own delay. */
export const CAROUSEL_AUTOPLAY_DELAY_MS = 8000
/** A delay shorter than this is not a carousel but a flicker: it counts as invalid. */
const MIN_AUTOPLAY_DELAY_MS = 1000
/** Swiper's own default, used when the provider sends none or an unusable value. */
export const DEFAULT_SLIDES_PER_VIEW = 1
/** More than this many slides side by side is no longer readable: counts as invalid. */
const MAX_SLIDES_PER_VIEW = 8
/** The widths (px) the server markup lays slides out at: 0 and SPEC 9's viewport breakpoints. */
export const CAROUSEL_STEP_WIDTHS = [0, 540, 640, 768, 1024, 1280, 1440] as const

export type SlidesPerView = number | 'auto'

/**
 * SPEC 5: slides per view is resolved when it is a positive number (at most 8) or 'auto';
 * anything else is null (unresolved).
 */
export function resolveSlidesPerView(value: unknown): SlidesPerView | null {
  if (value === 'auto') return 'auto'
  return typeof value === 'number' &&
    Number.isFinite(value) &&
    value > 0 &&
    value <= MAX_SLIDES_PER_VIEW
    ? value
    : null
}

/**
 * SPEC 5: a slide promotion renders only once slides per view is resolved (positive or 'auto').
 * The server resolves it before rendering (resolveCarouselOptions falls back to 1), so slides are
 * never shown laid out for an unknown count; this tells whether the provider's own value was.
 */
export function shouldRenderSlidePromotion(slidesPerView: unknown): boolean {
  return resolveSlidesPerView(slidesPerView) !== null
}

/** The provider's swiper_options as the client maps them; read defensively (unknown values). */
export type SwiperOptionsInput = {
  slidesPerView?: unknown
  navigation?: unknown
  pagination?: unknown
  breakpoints?: unknown
  autoplay?: unknown
  pausable?: unknown
} | null

export const CAROUSEL_PAGINATION_TYPES = ['bullets', 'fraction', 'progressbar'] as const
export type CarouselPagination = (typeof CAROUSEL_PAGINATION_TYPES)[number] | false

export type CarouselOptions = {
  /** Slides per view from each width up (px, ascending, the first from 0): one entry per change. */
  layout: { minWidth: number; perView: SlidesPerView }[]
  /** Previous and next buttons. */
  navigation: boolean
  /**
   * The position, as Swiper's pagination types show it: 'bullets' (one button per starting
   * slide, Swiper's default), 'fraction' (the text "2 of 6"), 'progressbar' (a bar); false: none.
   */
  pagination: CarouselPagination
  /** Milliseconds between slides, or null: no autoplay. */
  autoplayMs: number | null
  /** SPEC 4: the carousel's own pause control, only when pausable. */
  pausable: boolean
}

/**
 * SPEC 3/9 swiper options to what the carousel does; every unusable value falls back to its
 * default instead of failing the promotion:
 * - slides per view (and each breakpoint's, keyed by minimum viewport width as Swiper keys them)
 *   default 1; a breakpoint applies from the first of the site's layout widths (0 and SPEC 9's
 *   breakpoints) at or above its key, since the server markup lays slides out at those widths;
 * - navigation and pagination are shown unless the provider turns them off (false, or a
 *   pagination object with `enabled: false`): without them a carousel is hard to use by keyboard;
 *   pagination is of the object's `type` (bullets, fraction, progressbar), bullets (Swiper's
 *   default) for true, no type, 'custom' (a renderer of the provider's own) or anything else;
 * - autoplay: true or an object plays at its delay, 8000 ms when missing or under 1000 ms;
 * - pausable only when true.
 */
export function resolveCarouselOptions(options: SwiperOptionsInput | undefined): CarouselOptions {
  const base = resolveSlidesPerView(options?.slidesPerView) ?? DEFAULT_SLIDES_PER_VIEW
  const breakpoints = toBreakpoints(options?.breakpoints)
  const layout: CarouselOptions['layout'] = []
  for (const width of CAROUSEL_STEP_WIDTHS) {
    const perView = breakpoints.findLast((entry) => entry.minWidth <= width)?.perView ?? base
    if (layout.at(-1)?.perView !== perView) layout.push({ minWidth: width, perView })
  }
  return {
    layout,
    navigation: options?.navigation !== false,
    pagination: toPagination(options?.pagination),
    autoplayMs: toAutoplayMs(options?.autoplay),
    pausable: options?.pausable === true,
  }
}

function toBreakpoints(value: unknown): { minWidth: number; perView: SlidesPerView }[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return []
  return Object.entries(value)
    .flatMap(([key, entry]: [string, unknown]) => {
      const minWidth = Number(key)
      const perView =
        typeof entry === 'object' && entry !== null && 'slidesPerView' in entry
          ? resolveSlidesPerView(entry.slidesPerView)
          : null
      return key.trim() !== '' && Number.isFinite(minWidth) && minWidth >= 0 && perView !== null
        ? [{ minWidth, perView }]
        : []
    })
    .sort((a, b) => a.minWidth - b.minWidth)
}

function toPagination(value: unknown): CarouselPagination {
  if (value === false) return false
  if (typeof value !== 'object' || value === null) return 'bullets'
  if ('enabled' in value && value.enabled === false) return false
  const type = 'type' in value ? value.type : undefined
  return CAROUSEL_PAGINATION_TYPES.find((known) => known === type) ?? 'bullets'
}

function toAutoplayMs(value: unknown): number | null {
  if (value === true) return CAROUSEL_AUTOPLAY_DELAY_MS
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const delay = 'delay' in value ? value.delay : undefined
  return typeof delay === 'number' && Number.isFinite(delay) && delay >= MIN_AUTOPLAY_DELAY_MS
    ? delay
    : CAROUSEL_AUTOPLAY_DELAY_MS
}

/** SPEC 5: an icon promotion renders as a link only when it has one. */
export function hasPromotionLink(campaign: { link?: string | null }): boolean {
  return Boolean(campaign.link?.trim())
}

type PromotionLike = { campaigns?: readonly { id: number }[] | null }

/** SPEC 7: ids of all campaigns of the queued promotion sets, each once, in first-seen order. */
export function collectCampaignIds(promotions: readonly PromotionLike[]): number[] {
  const ids = promotions.flatMap((promotion) => (promotion.campaigns ?? []).map((c) => c.id))
  return [...new Set(ids)]
}
