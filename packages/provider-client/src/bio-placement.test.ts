import { expect, test } from 'vitest'

import { toBioPlacement } from './bio-placement'

test.each([
  [
    '/sports/football/roster/coaches/hector-gerhold/41000',
    { globalSportNameSlug: 'football', section: 'coaches', id: 41000 },
  ],
  [
    'https://athletics.example/sports/football/roster/staff/h-g/41000',
    { globalSportNameSlug: 'football', section: 'staff', id: 41000 },
  ],
  [
    '/sports/mens-soccer/roster/jamie-bee/113037',
    { globalSportNameSlug: 'mens-soccer', section: 'roster', id: 113037 },
  ],
  ['/staff-directory/hector-gerhold/41000', null],
  ['/sports/football/roster/2025-26', null],
  ['', null],
  [null, null],
  ['http://[bad', null],
] as const)('toBioPlacement(%j) is %j', (url, expected) => {
  expect(toBioPlacement(url)).toEqual(expected)
})
