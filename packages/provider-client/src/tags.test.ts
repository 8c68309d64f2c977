import { expect, test } from 'vitest'
import { createTestClient, pathAndQuery } from './test-client'
import { emptyResponse, jsonResponse } from './fake-fetch'
import { storyPage, wireTagContent } from './stories-fixtures'

const setup = createTestClient

test('loadTags maps every tag, inactive ones flagged', async () => {
  const { client, requests } = setup(() =>
    jsonResponse([
      {
        count: 3,
        id: 707,
        name: 'Academics',
        slug: 'academics',
        active: true,
        description: 'In class.',
      },
      { count: 0, id: 710, name: 'Throwback', slug: 'throwback', active: false, description: '' },
    ]),
  )
  expect(await client.loadTags()).toEqual({
    status: 'ok',
    value: [
      {
        id: 707,
        name: 'Academics',
        slug: 'academics',
        description: 'In class.',
        count: 3,
        active: true,
      },
      { id: 710, name: 'Throwback', slug: 'throwback', description: null, count: 0, active: false },
    ],
  })
  expect(pathAndQuery(requests[0])).toBe('/api/v2/Tags')
})

test('loadTags that fails is unavailable', async () => {
  const { client } = setup(() => emptyResponse(500))
  expect(await client.loadTags()).toEqual({ status: 'unavailable' })
})

test('getTagFilters asks for the tag’s sports; [] on failure', async () => {
  const { client, requests } = setup(() =>
    jsonResponse([{ value: 36, name: 'General', statTitle: 'general' }]),
  )
  expect(await client.getTagFilters('academics')).toEqual([
    { sportId: 36, title: 'General', shortName: 'general' },
  ])
  expect(pathAndQuery(requests[0])).toBe('/api/v2/Tags/filters?slug=academics')
  const failing = setup(() => emptyResponse(503))
  expect(await failing.client.getTagFilters()).toEqual([])
})

test('loadTagContent reads one page of the tag’s stories with their tags', async () => {
  const { client, requests } = setup(() => jsonResponse(storyPage([wireTagContent], 3)))
  const result = await client.loadTagContent('academics', {
    sportId: 36,
    pageIndex: 0,
    pageSize: 1,
  })
  expect(pathAndQuery(requests[0])).toBe(
    '/api/v2/Tags/content?$pageIndex=0&$pageSize=1&slug=academics&sportId=36',
  )
  expect(result).toEqual({
    status: 'ok',
    value: {
      items: [
        {
          id: 50260521,
          headline: 'Northfield State Athletics Posts 3.27 Department GPA',
          subHeadline: null,
          byline: null,
          teaser: null,
          day: '2026-07-20',
          // 9 a.m. in Chicago (CDT, UTC-5).
          postedAt: new Date('2026-07-20T14:00:00.000Z'),
          slug: 'northfield-state-athletics-posts-327-department-gpa',
          sport: { id: null, title: 'General', shortName: null, globalSportNameSlug: null },
          image: {
            url: '/images/demo/stories/general-1.svg',
            alt: 'Northfield State athletics',
            caption: null,
            credit: null,
          },
          type: null,
          video: null,
          gameIds: [],
          redirectAbsoluteUrl: null,
          feedTemplate: null,
          tags: [{ id: 707, name: 'Academics', slug: 'academics' }],
          isHidden: false,
        },
      ],
      total: 3,
      page: 0,
      pages: 1,
    },
  })
})

test('tagged content of another section is left out unlogged; a malformed item is logged', async () => {
  const gallery = { ...wireTagContent, id: 1, section: 'galleries' }
  const broken = { ...wireTagContent, id: 2, postDate: null }
  const { client, logger } = setup(() =>
    jsonResponse(storyPage([gallery, broken, { ...wireTagContent, section: null }])),
  )
  const result = await client.loadTagContent('academics', { pageIndex: 0, pageSize: 10 })
  expect(result.status === 'ok' && result.value.items.map((item) => item.id)).toEqual([50260521])
  expect(logger.records.map((record) => record.obj.id)).toEqual([2])
})

test.each<[string, string, () => Response]>([
  ['204 (no such tag)', 'missing', () => emptyResponse(204)],
  ['500', 'unavailable', () => emptyResponse(500)],
])('loadTagContent answered %s is %s', async (_, status, response) => {
  const { client } = setup(response)
  expect(await client.loadTagContent('nope', { pageIndex: 0, pageSize: 10 })).toEqual({ status })
})

// The story pages' tags (decision 032): /Tags/content without a slug, a few pages.
const tagged = (id: number, tags: [number, string][]) => ({
  ...wireTagContent,
  id,
  fileName: `story-${id}`,
  url: `/news/2026/7/20/story-${id}`,
  tags: tags.map(([tagId, slug]) => ({ tagId, tagName: slug.toUpperCase(), tagSlug: slug })),
})
const taggedPage = (items: unknown[], pages: number, page = 0) => ({
  items,
  total: pages * 50,
  page,
  pages,
})

test('getStoryTagIndex reads the newest tagged stories: each story once, with every tag', async () => {
  const { client, requests } = setup((request) =>
    request.url.searchParams.get('$pageIndex') === '0'
      ? jsonResponse(
          taggedPage(
            [
              tagged(1, [
                [700, 'game-recap'],
                [702, 'postseason'],
              ]),
              // The same story again, read under its other tag: kept once.
              tagged(1, [
                [702, 'postseason'],
                [700, 'game-recap'],
              ]),
              tagged(2, [[707, 'academics']]),
              // Another section's content has no story page: left out.
              { ...tagged(3, [[707, 'academics']]), section: 'galleries' },
              tagged(4, []),
            ],
            2,
          ),
        )
      : jsonResponse(taggedPage([tagged(5, [[706, 'awards']])], 2, 1)),
  )
  const index = await client.getStoryTagIndex()
  expect(requests.map(pathAndQuery)).toEqual([
    '/api/v2/Tags/content?$pageIndex=0&$pageSize=50',
    '/api/v2/Tags/content?$pageIndex=1&$pageSize=50',
  ])
  expect([...index.keys()]).toEqual([1, 2, 5])
  expect(index.get(1)).toEqual([
    { id: 700, name: 'GAME-RECAP', slug: 'game-recap' },
    { id: 702, name: 'POSTSEASON', slug: 'postseason' },
  ])
  expect(index.get(5)).toEqual([{ id: 706, name: 'AWARDS', slug: 'awards' }])
})

test('getStoryTagIndex reads at most four pages, and makes the index once per answer', async () => {
  const { client, requests } = setup(() =>
    jsonResponse(taggedPage([tagged(1, [[700, 'game-recap']])], 40)),
  )
  const first = await client.getStoryTagIndex()
  expect(requests).toHaveLength(4)
  // Warm: the cached pages, the same index.
  expect(await client.getStoryTagIndex()).toBe(first)
  expect(requests).toHaveLength(4)
})

test.each<[string, () => Response]>([
  ['a 400 (a provider that wants a slug)', () => emptyResponse(400)],
  ['garbage', () => jsonResponse({ items: 'none' })],
  ['a 500', () => emptyResponse(500)],
])('getStoryTagIndex on %s: no tags, logged once per cache period', async (_, answer) => {
  let time = 0
  const { client, requests, logger } = setup(answer, {
    now: () => time,
    cache: { freshMs: 30_000 },
  })
  for (let story = 0; story < 5; story += 1) {
    expect((await client.getStoryTagIndex()).size).toBe(0)
  }
  const asked = requests.length
  expect(logger.records).toHaveLength(1)
  time += 30_001
  expect((await client.getStoryTagIndex()).size).toBe(0)
  expect(requests.length).toBeGreaterThan(asked)
  expect(logger.records).toHaveLength(2)
})

test('getStoryTagIndex with no tagged content (204) is empty, not a failure', async () => {
  const { client, logger } = setup(() => emptyResponse(204))
  expect((await client.getStoryTagIndex()).size).toBe(0)
  expect(logger.records).toHaveLength(0)
})

test('getStoryTagIndex keeps the pages it read when a later one fails', async () => {
  const { client } = setup((request) =>
    request.url.searchParams.get('$pageIndex') === '0'
      ? jsonResponse(taggedPage([tagged(1, [[700, 'game-recap']])], 2))
      : emptyResponse(500),
  )
  expect([...(await client.getStoryTagIndex()).keys()]).toEqual([1])
})
