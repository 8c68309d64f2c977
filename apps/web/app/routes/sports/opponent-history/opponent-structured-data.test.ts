import { toLocalDay } from '@fieldhouse/domain/local-day'
import { expect, test } from 'vitest'

import { toOpponentListStructuredData, toOpponentStructuredData } from './opponent-structured-data'

const pageUrl = new URL('https://athletics.example/sports/mens-basketball/opponent-history')

test('the list is an ItemList of SportsTeam entries with absolute addresses', () => {
  expect(
    toOpponentListStructuredData(
      [{ name: 'Big Sioux', path: '/sports/mens-basketball/opponent-history/big-sioux/304' }],
      pageUrl,
    ),
  ).toEqual({
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: 1,
    itemListElement: [
      {
        '@type': 'ListItem',
        position: 1,
        item: {
          '@type': 'SportsTeam',
          name: 'Big Sioux',
          url: 'https://athletics.example/sports/mens-basketball/opponent-history/big-sioux/304',
        },
      },
    ],
  })
})

test('an opponent: the team with its logo, then each dated meeting as a SportsEvent', () => {
  const detailUrl = new URL(`${pageUrl.href}/big-sioux/304`)
  const graph = toOpponentStructuredData(
    { name: 'Northfield State Men’s Basketball', sport: 'Men’s Basketball' },
    { name: 'Big Sioux', image: '/images/logos/big-sioux.svg' },
    [
      {
        day: toLocalDay('2024-11-16T19:00:00'),
        where: 'A',
        location: 'Sioux Falls, SD',
        result: { status: 'W', score: '57-43' },
        boxScorePath: '/sports/mens-basketball/stats/2024-25/big-sioux/boxscore/181105',
      },
      {
        day: toLocalDay('2025-11-19T19:00:00'),
        where: 'H',
        location: null,
        result: null,
        boxScorePath: null,
      },
      { day: toLocalDay('TBA'), where: 'H', location: null, result: null, boxScorePath: null },
    ],
    detailUrl,
  )['@graph'] as Record<string, unknown>[]
  expect(graph).toHaveLength(3)
  expect(graph[0]).toMatchObject({
    '@type': 'SportsTeam',
    name: 'Big Sioux',
    logo: 'https://athletics.example/images/logos/big-sioux.svg',
  })
  expect(graph[1]).toMatchObject({
    '@type': 'SportsEvent',
    name: 'Northfield State Men’s Basketball at Big Sioux',
    startDate: '2024-11-16',
    url: 'https://athletics.example/sports/mens-basketball/stats/2024-25/big-sioux/boxscore/181105',
    homeTeam: { name: 'Big Sioux' },
    awayTeam: { name: 'Northfield State Men’s Basketball' },
    location: { '@type': 'Place', name: 'Sioux Falls, SD' },
  })
  expect(graph[2]).toMatchObject({
    name: 'Northfield State Men’s Basketball vs Big Sioux',
    url: detailUrl.href,
    homeTeam: { name: 'Northfield State Men’s Basketball' },
  })
  expect(graph[2]).not.toHaveProperty('location')
})
