import { expect, test } from 'vitest'

import { toPersonStructuredData } from './staff-structured-data'

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
