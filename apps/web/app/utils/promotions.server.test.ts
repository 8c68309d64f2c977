import { expect, test } from 'vitest'

import type { Promotion } from '@fieldhouse/provider-client/promotions'

import { resolveRandomPromotion } from './promotions.server'

const campaign = (id: number) => ({
  id,
  title: `Campaign ${id}`,
  link: null,
  hover_text: null,
  icon: null,
  css_class: null,
  open_in_new_window: false,
  picture: { images: [] },
})

const promotion = (effect: 'random' | 'none', randomSingle = false): Promotion => ({
  content_id: null,
  location: { id: 1, name: 'home_random', type: 'multi', effect },
  single: null,
  random_single: randomSingle,
  campaigns: [campaign(1), campaign(2), campaign(3)],
  html: null,
  css_class: null,
  swiper_options: null,
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

test('random_single also asks for a draw', () => {
  expect(resolveRandomPromotion(promotion('none', true), () => 0.4)?.single?.id).toBe(2)
})

test('other locations and no promotion pass through unchanged', () => {
  const fixed = promotion('none')
  expect(resolveRandomPromotion(fixed, () => 0.9)).toBe(fixed)
  expect(resolveRandomPromotion(null)).toBeNull()
})
