import { expect, test } from 'vitest'
import { toPathSegments } from './path-segments'

test.each([
  ['/', []],
  ['', []],
  ['/Sports/Football/', ['sports', 'football']],
  ['//news///2024', ['news', '2024']],
  ['/search?q=A/B#top', ['search']],
])('toPathSegments(%j) is %j', (pathname, expected) => {
  expect(toPathSegments(pathname)).toEqual(expected)
})
