import { expect, test } from 'vitest'

import { toFacilityStructuredData } from './facility-structured-data'

test('structured data is a StadiumOrArena with absolute addresses and only known facts', () => {
  const data = toFacilityStructuredData(
    {
      title: 'Owl Stadium',
      teaser: null,
      address: '1 Stadium Way',
      capacity: 42500,
      path: '/facilities/owl-stadium/501',
    },
    '/images/resize?url=x&width=1600&type=jpeg',
    'https://athletics.example',
  )
  expect(data).toEqual({
    '@context': 'https://schema.org',
    '@type': 'StadiumOrArena',
    name: 'Owl Stadium',
    url: 'https://athletics.example/facilities/owl-stadium/501',
    address: '1 Stadium Way',
    maximumAttendeeCapacity: 42500,
    image: 'https://athletics.example/images/resize?url=x&width=1600&type=jpeg',
  })
})
