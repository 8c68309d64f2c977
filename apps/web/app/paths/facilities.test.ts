import { expect, test } from 'vitest'

import { facilityPath } from './facilities'

test.each([
  [{ id: 501, title: 'Owl Stadium' }, '/facilities/owl-stadium/501'],
  [{ id: 7, title: 'Harrington Arena & Pavilion' }, '/facilities/harrington-arena-pavilion/7'],
  [{ id: 8, title: 'Müller Natatorium' }, '/facilities/muller-natatorium/8'],
  [{ id: 9, title: '—' }, '/facilities/facility/9'],
])('the address of %j is %s', (facility, expected) => {
  expect(facilityPath(facility)).toBe(expected)
})
