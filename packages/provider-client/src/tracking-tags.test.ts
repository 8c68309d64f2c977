import { expect, test } from 'vitest'
import { createTestClient } from './test-client'
import { jsonResponse } from './fake-fetch'

const script = { src: 'https://tags.test/a.js', async: true, attributes: { 'data-x': '1' } }
const image = { src: 'https://pixel.test/p.gif', attributes: {} }

const tag = (id: number, objects: object) => ({
  id,
  name: `Tag ${id}`,
  isDisabled: false,
  blockDfpAds: false,
  tagHeadCode: '',
  tagOpenBodyCode: null,
  tagCloseBodyCode: null,
  targetingCriteria: { id: 1, tagId: null, pageTemplate: null, sportName: null, contentId: null },
  trackingHeadObject: null,
  ...objects,
})

const setup = (body: unknown) => createTestClient(() => jsonResponse(body), { cache: false })

test('tags whose tracking objects hold only images are filtered out', async () => {
  const { client } = setup([
    tag(1, { trackingHeadObject: { script: [script] } }),
    tag(2, { trackingHeadObject: { image: [image] }, trackingCloseBodyObject: { image: [image] } }),
    tag(3, { trackingOpenBodyObject: { noscript: [{ children: '<img src=x>' }], image: [image] } }),
    tag(4, { trackingCloseBodyObject: { style: [{ children: 'a{}' }] } }),
    tag(5, {}),
  ])
  expect((await client.searchTrackingTags({})).map((t) => t.id)).toEqual([1, 3, 4])
})

test('disabled tags are filtered out', async () => {
  const { client } = setup([tag(1, { isDisabled: true, trackingHeadObject: { script: [script] } })])
  expect(await client.searchTrackingTags({})).toEqual([])
})

test('a tag maps to head, body-open and body-close objects of script, style and noscript', async () => {
  const { client, logger } = setup([
    tag(1, {
      blockDfpAds: true,
      futureField: 1,
      trackingHeadObject: { script: [script], style: null },
      trackingOpenBodyObject: { noscript: [{ children: '<iframe></iframe>', attributes: null }] },
    }),
  ])
  expect(await client.searchTrackingTags({})).toEqual([
    {
      id: 1,
      name: 'Tag 1',
      blockDfpAds: true,
      head: {
        script: [
          {
            src: 'https://tags.test/a.js',
            children: null,
            async: true,
            type: null,
            attributes: { 'data-x': '1' },
          },
        ],
        style: [],
        noscript: [],
      },
      bodyOpen: {
        script: [],
        style: [],
        noscript: [
          { src: null, children: '<iframe></iframe>', async: false, type: null, attributes: {} },
        ],
      },
      bodyClose: { script: [], style: [], noscript: [] },
    },
  ])
  expect(logger.records).toEqual([])
})

test.each([
  [
    { pageTemplate: 'story', sportName: 'football', contentId: 42 },
    '?ContentId=42&PageTemplate=story&SportName=football',
  ],
  [{ pageTemplate: 'unknown', sportName: 'football', contentId: '' }, '?SportName=football'],
  [{ pageTemplate: 'Unknown', sportName: '  ', contentId: null }, ''],
  [{ pageTemplate: '', sportName: 'unknown', contentId: 'unknown' }, ''],
  [{ contentId: 0 }, '?ContentId=0'],
  [{}, ''],
])('search query %j is sent as %j', async (query, search) => {
  const { client, requests } = setup([])
  await client.searchTrackingTags(query)
  expect(requests[0]?.url.search).toBe(search)
})
