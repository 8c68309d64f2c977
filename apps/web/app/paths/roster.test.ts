import { expect, test } from 'vitest'

import { playerBioPath, staffBioPath } from './roster'

const hector = { firstName: 'Hector', lastName: 'Gerhold' }

test.each([
  [
    'football',
    { firstName: 'Jordan', lastName: "O'Neil" },
    7,
    '/sports/football/roster/jordan-o-neil/7',
  ],
  ['golf', { firstName: 'José', lastName: 'Müller' }, 8, '/sports/golf/roster/jose-muller/8'],
  ['golf', { firstName: 'Jens', lastName: 'Strauß' }, 9, '/sports/golf/roster/jens-strauss/9'],
  ['golf', { firstName: '—', lastName: '' }, 10, '/sports/golf/roster/player/10'],
] as const)('the bio of %s player %j (%i) is %s', (slug, player, id, expected) => {
  expect(playerBioPath(slug, player, id)).toBe(expected)
})

test.each([
  ['football', 'coach', hector, 41000, '/sports/football/roster/coaches/hector-gerhold/41000'],
  [
    'mens-soccer',
    'support',
    hector,
    41000,
    '/sports/mens-soccer/roster/staff/hector-gerhold/41000',
  ],
  [
    'football',
    'coach',
    { firstName: 'José', lastName: "O'Neil" },
    7,
    '/sports/football/roster/coaches/jose-o-neil/7',
  ],
  ['golf', 'support', { firstName: '—', lastName: '' }, 8, '/sports/golf/roster/staff/staff/8'],
] as const)('the %s %s bio of %j (%i) is %s', (slug, kind, person, id, expected) => {
  expect(staffBioPath(slug, kind, person, id)).toBe(expected)
})
