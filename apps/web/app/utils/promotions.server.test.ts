import { expect, test } from 'vitest'

import type { Promotion } from '@fieldhouse/provider-client/promotions'

import { resolveRandomPromotion, toShownPromotion } from './promotions.server'

const campaign = (id: number) => ({
  id,
  title: `Campaign ${id}`,
  link: null,
  hoverText: null,
  icon: null,
  cssClass: null,
  openInNewWindow: false,
  picture: { images: [] },
})

const promotion = (effect: 'random' | 'none' | 'slide', randomSingle = false): Promotion => ({
  contentId: null,
  location: { id: 1, name: 'home_random', type: 'multi', effect },
  single: null,
  randomSingle: randomSingle,
  campaigns: [campaign(1), campaign(2), campaign(3)],
  html: null,
  cssClass: null,
  swiperOptions: null,
})

test.each([
  [0, 1],
  [0.5, 2],
  [0.999, 3],
])('a random location shows the campaign the draw %s picks (%s)', (draw, id) => {
  const resolved = resolveRandomPromotion(promotion('random'), () => draw)
  expect(resolved?.location.type).toBe('single')
  expect(resolved?.single?.id).toBe(id)
})

test('randomSingle also asks for a draw', () => {
  expect(resolveRandomPromotion(promotion('none', true), () => 0.4)?.single?.id).toBe(2)
})

test('other locations and no promotion pass through unchanged', () => {
  const fixed = promotion('none')
  expect(resolveRandomPromotion(fixed, () => 0.9)).toBe(fixed)
  expect(resolveRandomPromotion(null)).toBeNull()
})

// The carousel reads resolved options as they are (components/promotions/carousel.tsx).
test.each([
  [
    'no options: one a view, buttons and position, no autoplay',
    null,
    {
      slidesPerView: 1,
      navigation: true,
      pagination: { type: 'bullets' },
      breakpoints: {},
      autoplay: false,
      pausable: false,
    },
  ],
  [
    'unusable values fall back to their defaults; breakpoints land on the layout widths',
    {
      slidesPerView: -1,
      navigation: null,
      pagination: { enabled: false },
      breakpoints: { '700': { slidesPerView: 2 }, '1100': { slidesPerView: 0 } },
      autoplay: { delay: 10 },
      pausable: true,
    },
    {
      slidesPerView: 1,
      navigation: true,
      pagination: false,
      breakpoints: { '768': { slidesPerView: 2 } },
      autoplay: { delay: 8000 },
      pausable: true,
    },
  ],
  [
    "Swiper's text pagination travels as its type",
    { slidesPerView: 2, pagination: { type: 'fraction', clickable: true } },
    {
      slidesPerView: 2,
      navigation: true,
      pagination: { type: 'fraction' },
      breakpoints: {},
      autoplay: false,
      pausable: false,
    },
  ],
] as const)(
  'a slide promotion travels with resolved swiper options: %s',
  (_name, raw, expected) => {
    const slides = { ...promotion('slide'), swiperOptions: raw as Promotion['swiperOptions'] }
    expect(toShownPromotion(slides).swiperOptions).toEqual(expected)
  },
)

test('other promotions travel as they came', () => {
  const grid = promotion('none')
  expect(toShownPromotion(grid)).toBe(grid)
})
