import type { Promotion } from '@fieldhouse/provider-client/promotions'

import type { Packed } from '~/render'
import { pack, perAnswer } from '~/render/index.server'

const packAnswer = perAnswer((promotion: Promotion) => pack<Promotion | null>(promotion))
const PACKED_NONE = pack<Promotion | null>(null)

/** A promotion (or none) as it travels (packed.ts), made once per provider answer. */
export function packPromotion(promotion: Promotion | null): Packed<Promotion | null> {
  return promotion ? packAnswer(promotion) : PACKED_NONE
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
