import { resolveCarouselOptions } from '@fieldhouse/domain/promotions'
import type { Promotion, SwiperOptions } from '@fieldhouse/provider-client/promotions'

import type { Packed } from '~/render'
import { pack, perAnswer } from '~/render/index.server'

const packAnswer = perAnswer((promotion: Promotion) =>
  pack<Promotion | null>(toShownPromotion(promotion)),
)
const PACKED_NONE = pack<Promotion | null>(null)

/** A promotion (or none) as it travels (packed.ts), made once per provider answer. */
export function packPromotion(promotion: Promotion | null): Packed<Promotion | null> {
  return promotion ? packAnswer(promotion) : PACKED_NONE
}

/**
 * A slide promotion's swiper options resolved on the server (SPEC 3, 5, 9;
 * resolveCarouselOptions): every unusable value replaced by its default, slides per view as a
 * number or 'auto', one breakpoint for each layout width where it changes, navigation as a
 * boolean, pagination false or `{ type }` (bullets, fraction or progressbar), autoplay false or
 * its delay. The carousel in the browser reads them as
 * they are, so the rules and their defaults stay out of every page's JavaScript.
 */
export function toShownPromotion(promotion: Promotion): Promotion {
  if (promotion.location.type !== 'multi' || promotion.location.effect !== 'slide') return promotion
  return { ...promotion, swiperOptions: toResolvedSwiperOptions(promotion.swiperOptions) }
}

export function toResolvedSwiperOptions(options: SwiperOptions | null): SwiperOptions {
  const carousel = resolveCarouselOptions(options)
  const [first, ...rest] = carousel.layout
  return {
    slidesPerView: first?.perView ?? 1,
    navigation: carousel.navigation,
    // Swiper's own shape: an object naming its type (the carousel reads `type`), or false.
    pagination: carousel.pagination === false ? false : { type: carousel.pagination },
    breakpoints: Object.fromEntries(
      rest.map((step) => [String(step.minWidth), { slidesPerView: step.perView }]),
    ),
    autoplay: carousel.autoplayMs === null ? false : { delay: carousel.autoplayMs },
    pausable: carousel.pausable,
  }
}

// A "random" location shows one campaign picked per render. The pick happens on the server so
// the hydrated page shows the same campaign the HTML did.
export function resolveRandomPromotion(
  promotion: Promotion | null,
  random: () => number = Math.random,
): Promotion | null {
  if (!promotion) return null
  const isRandom = promotion.randomSingle || promotion.location.effect === 'random'
  if (!isRandom || promotion.campaigns.length === 0) return promotion
  const index = Math.min(
    promotion.campaigns.length - 1,
    Math.floor(random() * promotion.campaigns.length),
  )
  const single = promotion.campaigns[index] ?? null
  return { ...promotion, single, location: { ...promotion.location, type: 'single' } }
}
