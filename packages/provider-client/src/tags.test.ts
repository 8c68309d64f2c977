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
