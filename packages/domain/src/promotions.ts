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

/** SPEC 5: image alt, else hover text, else title (blank values skipped); '' when all are blank. */
export function getPromotionImageAlt({ imageAlt, hoverText, title }: AltSources): string {
  return [imageAlt, hoverText, title].map((text) => text?.trim() ?? '').find(Boolean) ?? ''
}

/** SPEC 5: a slide promotion renders only once slides per view is resolved (positive or 'auto'). */
export function shouldRenderSlidePromotion(
  slidesPerView: number | string | null | undefined,
): boolean {
  if (slidesPerView === 'auto') return true
  return typeof slidesPerView === 'number' && Number.isFinite(slidesPerView) && slidesPerView > 0
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
