import { expect, test } from 'vitest'
import { createTestClient, pathAndQuery } from './test-client'
import { emptyResponse, jsonResponse } from './fake-fetch'
import { storyPage, wireArchiveItem } from './stories-fixtures'

const TOKEN = 'qL3x0nZ8yW2mJb7vT5rK1cHs9dF4gA6eU0pO2iY8wE4'

const setup = createTestClient

const archived = {
  id: 2010121,
  headline: 'Football Rolls Past Bluff City, 28-15',
  subHeadline: null,
  byline: null,
  teaser: 'The Northfield State football team beat Bluff City 28-15.',
  day: '2026-11-21',
  postedAt: new Date('2026-11-21T22:00:00.000Z'),
  slug: 'football-rolls-past-bluff-city-28-15',
  // The archive names the sport without its id.
  sport: { id: null, title: 'Football', shortName: 'football', globalSportNameSlug: null },
  image: { url: '/images/demo/stories/football-1.svg', alt: null, caption: null, credit: null },
  type: null,
  video: null,
  gameIds: [],
  redirectAbsoluteUrl: null,
  feedTemplate: null,
}

test('loadArchives sends the filters and maps each item to a story summary', async () => {
  const { client, requests } = setup(() => jsonResponse(storyPage([wireArchiveItem], 12)))
  const result = await client.loadArchives({
    sportId: 10,
    seasonYear: 2026,
    search: '  rolls past ',
    pageIndex: 1,
    pageSize: 10,
  })
  expect(pathAndQuery(requests[0])).toBe(
    '/api/v2/Archives?$pageIndex=1&$pageSize=10&search=rolls%20past&seasonYear=2026&sportId=10',
  )
  expect(result).toEqual({
    status: 'ok',
    value: { items: [archived], total: 12, page: 0, pages: 2 },
  })
})

test('a blank search is no search', async () => {
  const { client, requests } = setup(() => jsonResponse(storyPage([])))
  await client.loadArchives({ search: '   ', pageIndex: 0, pageSize: 20 })
  expect(pathAndQuery(requests[0])).toBe('/api/v2/Archives?$pageIndex=0&$pageSize=20')
})

test('an archive item without a numeric id or a slug is logged and left out', async () => {
  const noSlug = { ...wireArchiveItem, storyId: '3', storyFilename: '', storyPath: '' }
  const { client, logger } = setup(() =>
    jsonResponse(storyPage([{ ...wireArchiveItem, storyId: 'x1' }, noSlug, wireArchiveItem])),
  )
  const result = await client.loadArchives({ pageIndex: 0, pageSize: 10 })
  expect(result.status === 'ok' && result.value.items.map((item) => item.id)).toEqual([2010121])
  expect(logger.records.map((record) => record.obj.id)).toEqual(['x1', '3'])
})

test('the slug falls back to the last segment of the story path', async () => {
  const item = { ...wireArchiveItem, storyFilename: null }
  const { client } = setup(() => jsonResponse(storyPage([item])))
  const result = await client.loadArchives({ pageIndex: 0, pageSize: 10 })
  expect(result.status === 'ok' && result.value.items[0]?.slug).toBe(archived.slug)
})

test.each<[string, string, () => Response]>([
  ['500', 'unavailable', () => emptyResponse(500)],
  ['400 (a search too long)', 'unavailable', () => emptyResponse(400)],
  ['a page without items', 'unavailable', () => jsonResponse({ total: 1 })],
])('loadArchives answered %s is %s', async (_, status, response) => {
  const { client } = setup(response)
  expect(await client.loadArchives({ pageIndex: 0, pageSize: 10 })).toEqual({ status })
})

test('loadHiddenArchives sends the token and is never cached; 401 is signed-out', async () => {
  const { client, requests } = setup(() => jsonResponse(storyPage([wireArchiveItem])))
  const first = await client.loadHiddenArchives(TOKEN, { sportId: 10, pageIndex: 0, pageSize: 5 })
  await client.loadHiddenArchives(TOKEN, { sportId: 10, pageIndex: 0, pageSize: 5 })
  expect(first).toEqual({ status: 'ok', value: { items: [archived], total: 1, page: 0, pages: 1 } })
  expect(requests.map((r) => [pathAndQuery(r), r.headers.get('authorization')])).toEqual([
    ['/api/v2/Hidden/archives?$pageIndex=0&$pageSize=5&sportId=10', `Bearer ${TOKEN}`],
    ['/api/v2/Hidden/archives?$pageIndex=0&$pageSize=5&sportId=10', `Bearer ${TOKEN}`],
  ])
  const denied = setup(() => jsonResponse({ message: 'Sign-in required' }, 401))
  expect(await denied.client.loadHiddenArchives(TOKEN, { pageIndex: 0, pageSize: 5 })).toEqual({
    status: 'signed-out',
  })
  expect(denied.logger.records).toEqual([])
})

test('the archive menus map seasons and sports, leaving out values that name nothing', async () => {
  const { client, requests } = setup((request) =>
    request.url.pathname.endsWith('/seasons')
      ? jsonResponse([
          { value: 2026, name: '2026-27', statTitle: '2026-27' },
          { value: 2025.5, name: 'odd' },
        ])
      : jsonResponse([
          { value: 10, name: 'Football', statTitle: 'football' },
          { value: 36, name: 'General' },
        ]),
  )
  expect(await client.getArchiveSeasons(10)).toEqual([{ year: 2026, title: '2026-27' }])
  expect(await client.getArchiveSports()).toEqual([
    { sportId: 10, title: 'Football', shortName: 'football' },
    { sportId: 36, title: 'General', shortName: null },
  ])
  expect(requests.map(pathAndQuery)).toEqual([
    '/api/v2/Archives/filters/seasons?sportId=10',
    '/api/v2/Archives/filters/sports',
  ])
})

test('the archive menus degrade to [] when the provider fails', async () => {
  const { client, logger } = setup(() => emptyResponse(500))
  expect(await client.getArchiveSeasons()).toEqual([])
  expect(await client.getArchiveSports()).toEqual([])
  expect(logger.records).toHaveLength(2)
})
