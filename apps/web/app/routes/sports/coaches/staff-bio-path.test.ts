import { expect, test } from 'vitest'

import { getStaffBioPath } from './staff-bio-path'
import { toPersonStructuredData } from './staff-structured-data'

const hector = { id: 41000, firstName: 'Hector', lastName: 'Gerhold', url: null }

test.each([
  // The provider's address wins: it knows the sport and whether coach or staff.
  [
    { ...hector, url: '/sports/football/roster/coaches/hector-gerhold/41000' },
    'football',
    'support',
    '/sports/football/roster/coaches/hector-gerhold/41000',
  ],
  [
    { ...hector, url: 'https://athletics.example/sports/football/roster/staff/h-g/41000' },
    'football',
    'coach',
    '/sports/football/roster/staff/h-g/41000',
  ],
  // No address, another person's, or a page that is not a bio: built from the visit.
  [hector, 'football', 'coach', '/sports/football/roster/coaches/hector-gerhold/41000'],
  [
    { ...hector, url: '/sports/football/roster/coaches/someone-else/41001' },
    'football',
    'coach',
    '/sports/football/roster/coaches/hector-gerhold/41000',
  ],
  [
    { ...hector, url: '/staff-directory/hector-gerhold/41000' },
    'mens-soccer',
    'support',
    '/sports/mens-soccer/roster/staff/hector-gerhold/41000',
  ],
  [
    { id: 7, firstName: 'José', lastName: "O'Neil", url: null },
    'football',
    'coach',
    '/sports/football/roster/coaches/jose-o-neil/7',
  ],
  [
    { id: 8, firstName: '—', lastName: '', url: null },
    'golf',
    'support',
    '/sports/golf/roster/staff/staff/8',
  ],
] as const)('the bio address of %j (via %s, %s) is %s', (person, slug, kind, expected) => {
  expect(getStaffBioPath(person, slug, kind)).toBe(expected)
})

test('structured data is a Person working for the sport team, with absolute addresses', () => {
  const data = toPersonStructuredData(
    {
      name: 'Hector Gerhold',
      title: 'Head Coach',
      path: '/sports/football/roster/coaches/hector-gerhold/41000',
      image: '/images/resize?url=x&width=1600&type=jpeg',
      email: null,
    },
    {
      siteName: 'Northfield State Athletics',
      sportTitle: 'Football',
      sportPath: '/sports/football',
    },
    'https://athletics.example',
  )
  expect(data).toEqual({
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: 'Hector Gerhold',
    jobTitle: 'Head Coach',
    url: 'https://athletics.example/sports/football/roster/coaches/hector-gerhold/41000',
    image: 'https://athletics.example/images/resize?url=x&width=1600&type=jpeg',
    worksFor: {
      '@type': 'SportsTeam',
      name: 'Northfield State Athletics Football',
      sport: 'Football',
      url: 'https://athletics.example/sports/football',
      parentOrganization: {
        '@type': 'Organization',
        name: 'Northfield State Athletics',
        url: 'https://athletics.example/',
      },
    },
  })
})
