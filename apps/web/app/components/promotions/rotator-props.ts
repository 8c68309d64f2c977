import type { Promotion, SwiperOptions } from '@fieldhouse/provider-client/promotions'

// What a rotator is given: the always-loaded Rotator (rotator.tsx) and the lazily loaded
// carousel it shows (carousel.tsx) both read it, so neither imports the other for it.

export type RotatorProps = {
  label: string
  slides: { key: string | number; content: React.ReactNode }[]
  /** A promotion's swiper options as the server resolved them (utils/promotions.server.ts). */
  options?: SwiperOptions | null
  /** Without `options`: one slide per view, buttons and position, and these two. */
  pausable?: boolean
  autoplay?: boolean
}

export type CampaignRotatorProps = {
  promotion: Promotion
  label: string
  /** Size of one campaign picture; the box is reserved at this ratio. */
  width: number
  height: number
  priority?: boolean
}
