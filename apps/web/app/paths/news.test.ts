import { expect, test } from 'vitest'

import { toLocalDayOf } from '@fieldhouse/domain/local-day'

import { storyPath } from './news'

const day = (year: number, month: number, date: number) => {
  const value = toLocalDayOf(year, month, date)
  if (value === null) throw new Error('no such day')
  return value
}

test.each([
  [day(2026, 9, 5), 'owls-open-season', '/news/2026/9/5/owls-open-season'],
  [day(2026, 12, 31), 'year-in-review', '/news/2026/12/31/year-in-review'],
  [day(2025, 1, 10), 'a', '/news/2025/1/10/a'],
  // A slug is a path segment: anything that would break the address out of it is encoded.
  [day(2026, 3, 4), 'q&a/with coach', '/news/2026/3/4/q%26a%2Fwith%20coach'],
])('the story of %s with slug %s is at %s', (localDay, slug, expected) => {
  expect(storyPath(localDay, slug)).toBe(expected)
})
