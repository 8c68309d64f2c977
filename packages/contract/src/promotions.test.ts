import { expect, test } from 'vitest'
import { PromotionResponseSchema } from './promotions'

const base = {
  content_id: 12,
  location: { name: 'home_multi', type: 'multi', effect: 'slide' },
  campaigns: [
    {
      id: 1,
      title: 'Sponsor',
      link: null,
      hover_text: null,
      icon: null,
      css_class: null,
      open_in_new_window: false,
      picture: { images: [{ url: '/images/demo/promotions/a.svg', breakpoint: 0, alt: null }] },
    },
  ],
  html: null,
  css_class: null,
  swiper_options: {
    slides_per_view: 1,
    navigation: { prevEl: '.prev', nextEl: '.next' },
    pagination: true,
    breakpoints: { '768': { slidesPerView: 3 } },
    autoplay: { delay: 8000 },
    pausable: true,
  },
}

test('promotion response with swiper options parses', () => {
  expect(
    PromotionResponseSchema.parse(base).swiper_options?.breakpoints?.['768']?.slidesPerView,
  ).toBe(3)
})

test.each([
  ['unknown location type', { ...base, location: { ...base.location, type: 'banner' } }],
  ['unknown effect', { ...base, location: { ...base.location, effect: 'fade' } }],
  ['campaign without id', { ...base, campaigns: [{ title: 'x' }] }],
])('promotion response is rejected for %s', (_name, input) => {
  expect(PromotionResponseSchema.safeParse(input).success).toBe(false)
})
