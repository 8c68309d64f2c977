import { expect, test } from 'vitest'
import { createTestClient } from './test-client'
import { emptyResponse, jsonResponse } from './fake-fetch'
import { wireEpisode, wireSeries } from './stories-fixtures'

const setup = createTestClient

const image = (path: string, width: number, height: number) => ({
  url: path,
  thumbnail: path,
  width,
  height,
})

const series = {
  id: 1,
  title: 'Owls Highlights',
  slug: 'owls-highlights',
  description: 'Every big play.',
  callToActionText: 'Watch the latest',
  publishedAt: new Date('2024-08-30T03:00:00.000Z'),
  isLimited: false,
  order: 1,
  sportIds: [10, 11, 12],
  hero: image('/images/demo/series/owls-highlights.svg', 1600, 900),
  landscape: null,
  portrait: null,
  episodes: [
    {
      id: 3181001,
      title: 'Highlights: Football Rolls Past Harbor Bay, 33-23',
      description: null,
      day: '2024-08-29',
      postedAt: new Date('2024-08-30T03:00:00.000Z'),
      order: 1,
      sportIds: [10],
      thumbnail: image('/images/demo/stories/football-2.svg', 1600, 900),
      video: {
        id: '3181001',
        title: 'Highlights: Football Rolls Past Harbor Bay, 33-23',
        date: new Date('2024-08-30T02:00:00Z'),
        sportId: 10,
        gameId: null,
        category: 'Highlights',
        duration: 120,
        poster: '/images/demo/stories/football-2.svg',
        views: 1187,
        // SPEC 6: the flags as sent; what they gate is the website's rule.
        access: {
          free: false,
          authorized: true,
          authOnlyRequired: true,
          premium: false,
          blackedOut: true,
          blackedOutMessage: 'Not available in your area',
        },
        formats: { mobileHLS: 'https://video.p.test/3181001.m3u8' },
      },
    },
  ],
}

test('loadSeries maps a series, its episodes and their videos’ access flags', async () => {
  const { client, requests } = setup(() => jsonResponse(wireSeries))
  expect(await client.loadSeries(1)).toEqual({ status: 'ok', value: series })
  expect(requests[0]?.url.pathname).toBe('/api/v2/Series/1')
})

test('an episode that does not parse is logged and left out, the series stays', async () => {
  const broken = { ...wireEpisode, id: 9, mediafile: { id: '9' } }
  const { client, logger } = setup(() =>
    jsonResponse({ ...wireSeries, episodes: [broken, wireEpisode] }),
  )
  const result = await client.loadSeries(1)
  expect(result.status === 'ok' && result.value.episodes.map((episode) => episode.id)).toEqual([
    3181001,
  ])
  expect(logger.records.map((record) => record.obj.id)).toEqual([9])
})

test('images without `original` are read from their path and file name', async () => {
  const hero = { ...wireSeries.hero, original: '', thumbnail: '' }
  const { client } = setup(() => jsonResponse({ ...wireSeries, hero }))
  const result = await client.loadSeries(1)
  expect(result.status === 'ok' && result.value.hero).toEqual(
    image('/images/demo/series/owls-highlights.svg', 1600, 900),
  )
})

test.each<[string, string, () => Response]>([
  ['204', 'missing', () => emptyResponse(204)],
  ['404', 'missing', () => emptyResponse(404)],
  ['500', 'unavailable', () => emptyResponse(500)],
  ['a series without a title', 'unavailable', () => jsonResponse({ ...wireSeries, title: null })],
])('loadSeries answered %s is %s', async (_, status, response) => {
  const { client } = setup(response)
  expect(await client.loadSeries(1)).toEqual({ status })
})

test('loadAllSeries maps every series; one that does not parse is logged and left out', async () => {
  const { client, requests, logger } = setup(() =>
    jsonResponse([{ ...wireSeries, id: 2, title: null }, wireSeries]),
  )
  expect(await client.loadAllSeries()).toEqual({ status: 'ok', value: [series] })
  expect(requests[0]?.url.pathname).toBe('/api/v2/Series')
  expect(logger.records.map((record) => record.obj.id)).toEqual([2])
})

test('getSeriesTitles maps the menu; [] on failure', async () => {
  const { client } = setup(() =>
    jsonResponse([
      { id: 1, title: 'Owls Highlights', slug: 'owls-highlights' },
      { id: 2, title: 'Coach’s Show' },
    ]),
  )
  expect(await client.getSeriesTitles()).toEqual([
    { id: 1, title: 'Owls Highlights', slug: 'owls-highlights' },
    { id: 2, title: 'Coach’s Show', slug: null },
  ])
  const failing = setup(() => emptyResponse(500))
  expect(await failing.client.getSeriesTitles()).toEqual([])
})
