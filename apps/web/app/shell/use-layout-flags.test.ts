import { expect, test } from 'vitest'

import { getRouteKind } from './use-layout-flags'

test.each([
  [[{ id: 'root' }, { id: 'facilities-page' }], 'facilities-page'],
  [[{ id: 'root' }, { id: 'sport-home' }], 'sport-home'],
  [[{ id: 'root' }, { id: 'routes/resources/splat' }], null],
  [[{ id: 'root' }], null],
  [[], null],
])('the screen kind of %j is %s', (matches, expected) => {
  expect(getRouteKind(matches)).toBe(expected)
})
