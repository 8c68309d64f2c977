import { expect, test } from 'vitest'

import { getSwipeTarget, resistOverscroll } from './slider-swipe'

// A row of 6 slides, one a view, 350 px a step, at the third slide (index 2).
const at2 = { index: 2, lastIndex: 5, slideWidth: 350 }

test.each([
  ['4 px, fast: under the threshold, nothing moves', -4, 100, 2],
  ['4 px, slow: under the threshold, nothing moves', 4, 1000, 2],
  ['5 px, fast: at the threshold, one slide on', -5, 100, 3],
  ['a short fast swipe left: the next slide', -40, 120, 3],
  ['a short fast swipe right: the previous slide', 40, 120, 1],
  ['a long fast swipe still moves one slide', -900, 299, 3],
  ['slow, 40% of a slide: back where it was', -140, 300, 2],
  ['slow, exactly half a slide: back where it was', -175, 800, 2],
  ['slow, past half a slide: the next slide', -176, 800, 3],
  ['slow, past half a slide to the right: the previous one', 200, 800, 1],
  ['slow, 1.4 slides: one slide on', -490, 800, 3],
  ['slow, 1.6 slides: two slides on', -560, 800, 4],
] as const)('getSwipeTarget: %s', (_name, distance, durationMs, expected) => {
  expect(getSwipeTarget({ ...at2, distance, durationMs })).toBe(expected)
})

test('getSwipeTarget stays within the first and the last starting slide', () => {
  expect(getSwipeTarget({ ...at2, index: 0, distance: 60, durationMs: 100 })).toBe(0)
  expect(getSwipeTarget({ ...at2, index: 5, distance: -60, durationMs: 100 })).toBe(5)
  expect(getSwipeTarget({ ...at2, distance: -5000, durationMs: 900 })).toBe(5)
  // Three a view: the 4th slide is the last that can start it.
  expect(
    getSwipeTarget({ index: 3, lastIndex: 3, slideWidth: 300, distance: -60, durationMs: 50 }),
  ).toBe(3)
})

test('getSwipeTarget: a row not laid out (no width) does not move', () => {
  expect(getSwipeTarget({ ...at2, slideWidth: 0, distance: -500, durationMs: 900 })).toBe(2)
})

test.each([
  [0, 0],
  [1, 1],
  [100, 50.1],
  [-100, -50.1],
  [300, 127.5],
])('resistOverscroll(%d) is about %d', (overscroll, shown) => {
  expect(resistOverscroll(overscroll)).toBeCloseTo(shown, 1)
})
