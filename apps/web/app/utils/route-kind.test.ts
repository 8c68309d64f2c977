import { expect, test } from 'vitest'

import { getRouteKind } from './route-kind'

test.each([
  [[{ id: 'root' }, { id: 'facilities-page' }], 'facilities-page'],
  [[{ id: 'root' }, { id: 'sport-home' }], 'sport-home'],
  [[{ id: 'root' }, { id: 'routes/resources/splat' }], null],
  [[{ id: 'root' }], null],
  [[], null],
  // A page naming its kind in its data (the directory's department under the bio's route).
  [
    [{ id: 'root' }, { id: 'staff-bio', data: { screenKind: 'staff-department' } }],
    'staff-department',
  ],
  [[{ id: 'root' }, { id: 'staff-bio', data: { type: 'person' } }], 'staff-bio'],
  [[{ id: 'root' }, { id: 'staff-bio', data: { screenKind: 'routes/x' } }], 'staff-bio'],
  [[{ id: 'root' }, { id: 'staff-bio', data: null }], 'staff-bio'],
])('the screen kind of %j is %s', (matches: { id: string; data?: unknown }[], expected) => {
  expect(getRouteKind(matches)).toBe(expected)
})
