import { expect, test } from 'vitest'

import type { Promotion } from '@fieldhouse/provider-client/promotions'

import { resolveRandomPromotion } from './promotions.server'

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

const promotion = (effect: 'random' | 'none', randomSingle = false): Promotion => ({
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
