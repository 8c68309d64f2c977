import { LegacyGameSchema } from '@fieldhouse/contract/schedule-games'
import { expect, test } from 'vitest'
import { createTestClient, pathAndQuery } from './test-client'
import type { LocalDay } from './dates'
import { emptyResponse, jsonResponse } from './fake-fetch'
import { wireLegacyGame } from './games-fixtures'
import { toGameFromLegacy } from './game-from-legacy'
import { storyPage, wireRelatedStory, wireStory } from './stories-fixtures'

const TOKEN = 'qL3x0nZ8yW2mJb7vT5rK1cHs9dF4gA6eU0pO2iY8wE4'
const day = (text: string) => text as LocalDay

const setup = createTestClient

const summary = {
  id: 2019071,
  headline: "Women's Ice Hockey Comes Up Short Against Anchors",
  subHeadline: 'Owls move to 2-3-2 at Lakehead A&M Anchors',
  byline: 'Christina Tromp',
  teaser: "Northfield State women's ice hockey fell to Lakehead A&M 3-1.",
  day: '2026-11-21',
  // 4 p.m. in Chicago (CST, UTC-6).
  postedAt: new Date('2026-11-21T22:00:00.000Z'),
  slug: 'womens-ice-hockey-comes-up-short-against-anchors',
  sport: {
    id: 19,
    title: "Women's Ice Hockey",
    shortName: 'whockey',
    globalSportNameSlug: 'womens-ice-hockey',
  },
  image: {
    url: '/images/demo/stories/womens-ice-hockey-3.svg',
    alt: "Northfield State Women's Ice Hockey",
    caption: 'Against Lakehead A&M',
    credit: 'Northfield State Athletics Photography',
  },
  type: 'recap',
  video: {
    archiveId: 3201907,
    youtube: null,
    title: 'Highlights: Anchors 3, Owls 1',
    thumbnail: '/images/demo/v.svg',
  },
  gameIds: [201907],
  redirectAbsoluteUrl: null,
  feedTemplate: 'default',
}

test('loadStories reads one page of a sport and maps each story to a summary', async () => {
  const { client, requests } = setup(() => jsonResponse(storyPage([wireStory], 31)))
  const result = await client.loadStories({ sportId: 19, pageIndex: 2, pageSize: 10 })
  expect(result).toEqual({
    status: 'ok',
    value: { items: [summary], total: 31, page: 0, pages: 4 },
  })
  expect(pathAndQuery(requests[0])).toBe('/api/v2/Stories?$pageIndex=2&$pageSize=10&SportId=19')
  // The site builds story addresses: the provider's page paths are not passed on.
  expect(JSON.stringify(result)).not.toContain('/news/')
})

test.each([
  ['no id', { ...wireStory, id: undefined }],
  ['a date that is no date', { ...wireStory, id: 2, date: '21 November' }],
  ['no page path to read a slug from', { ...wireStory, id: 3, url: '', contentUrl: null }],
])('a story with %s is logged and left out; the rest stay', async (_, broken) => {
  const { client, logger } = setup(() => jsonResponse(storyPage([broken, wireStory])))
  const result = await client.loadStories({ pageIndex: 0, pageSize: 10 })
  expect(result.status === 'ok' && result.value.items.map((story) => story.id)).toEqual([2019071])
  expect(logger.records).toHaveLength(1)
  expect(logger.records[0]?.msg).toBe('stories repository: item parse error, dropped')
})

test('a story whose game does not parse keeps its game id and stays', async () => {
  const games = [{ id: 201907, date: 42 }]
  const { client, logger } = setup(() => jsonResponse(storyPage([{ ...wireStory, games }])))
  const result = await client.loadStories({ pageIndex: 0, pageSize: 10 })
  expect(result.status === 'ok' && result.value.items[0]?.gameIds).toEqual([201907])
  expect(logger.records).toEqual([])
})

test('the day is the tenant’s: an exact instant after midnight UTC is still the evening before', async () => {
  const late = { ...wireStory, date: '2026-11-22T03:30:00Z' }
  const { client } = setup(() => jsonResponse(storyPage([late])))
  const result = await client.loadStories({ pageIndex: 0, pageSize: 10 })
  expect(result.status === 'ok' && result.value.items[0]).toMatchObject({
    day: '2026-11-21',
    postedAt: new Date('2026-11-22T03:30:00Z'),
  })
})

test('flat image fields stand in for a missing primaryImage; blanks are null', async () => {
  const flat = {
    ...wireStory,
    primaryImage: null,
    imageSource: 'images/x.jpg',
    redirectAbsoluteUrl: ' ',
  }
  const { client } = setup(() => jsonResponse(storyPage([flat])))
  const result = await client.loadStories({ pageIndex: 0, pageSize: 10 })
  expect(result.status === 'ok' && result.value.items[0]).toMatchObject({
    image: { url: '/images/x.jpg', alt: wireStory.imageAltText, caption: 'Against Lakehead A&M' },
    redirectAbsoluteUrl: null,
  })
})

test('loadStory asks for M-D-YYYY and the slug, and answers the HTML body sanitised', async () => {
  const content = '<p>Fell 3-1 at <a href="/x" onclick="x()">Lakehead</a>.</p>'
  const { client, requests } = setup(() => jsonResponse({ ...wireStory, content, players: [] }))
  const result = await client.loadStory(day('2026-11-21'), 'womens-ice-hockey-comes-up-short')
  expect(pathAndQuery(requests[0])).toBe(
    '/api/v2/Stories/11-21-2026/womens-ice-hockey-comes-up-short',
  )
  expect(result).toEqual({
    status: 'ok',
    value: {
      ...summary,
      // Sanitised once, here (safe-html.ts): the handler is gone.
      body: { type: 'html', content: '<p>Fell 3-1 at <a href="/x">Lakehead</a>.</p>' },
      links: [
        {
          url: '/sports/womens-ice-hockey/stats/2026-27/lakehead-am/boxscore/201907',
          text: 'Box Score',
        },
      ],
      alternateImage: null,
      titleInRotator: true,
      template: 'default',
      // The samples' null writer and 0 gallery: none.
      writer: null,
      galleryId: null,
      metaDescription: null,
      metaKeywords: 'hockey',
    },
  })
})

test.each<[unknown, string | null]>([
  ['Jordan Lee', 'Jordan Lee'],
  ['  ', null],
  [{ name: 'Jordan Lee' }, 'Jordan Lee'],
  [{ firstName: 'Jordan', lastName: 'Lee' }, 'Jordan Lee'],
  [{ id: 4 }, null],
  [42, null],
  [null, null],
])('the writer %j reads as %j', async (writer, name) => {
  const { client } = setup(() => jsonResponse({ ...wireStory, writer, galleryId: 7004 }))
  const result = await client.loadStory(day('2026-11-21'), 'womens-ice-hockey-comes-up-short')
  expect(result.status === 'ok' && result.value.writer).toBe(name)
  expect(result.status === 'ok' && result.value.galleryId).toBe(7004)
})

test('the home feed template is read for every summary', async () => {
  const { client } = setup(() =>
    jsonResponse(storyPage([{ ...wireStory, homepageFeedTemplate: 'featured' }])),
  )
  const page = await client.loadStories({ pageIndex: 0, pageSize: 1 })
  expect(page.status === 'ok' && page.value.items[0]?.feedTemplate).toBe('featured')
})

test('a block-built story maps each kind it knows and leaves out the rest with a warning', async () => {
  const blocks = [
    { type: 'basic_text_block', text: '<p>One.</p>' },
    {
      type: 'basic_image_block',
      image: { url: 'images/a.svg', caption: 'A', alt: null },
      url: 'https://photos.example/a',
    },
    { type: 'basic_image_block', image: { url: '', caption: 'nothing to show' } },
    {
      type: 'media_image_wall_block',
      images: [{ url: '/images/b.svg', alt: 'B' }, { url: '' }],
    },
    { type: 'basic_quote_block', quote: 'We learn.', attribution: 'Coach' },
    {
      type: 'basic_video_block',
      video: { archive: 3201907, title: 'Highlights', thumbnail: null },
    },
    { type: 'basic_button_block', url: '/sports/x', text: 'Box Score' },
    { type: 'structural_layout_block', content: [[]] },
    { type: 'basic_text_block' },
  ]
  const { client, logger } = setup(() =>
    jsonResponse({ ...wireStory, isBlockBased: true, content: null, blocks }),
  )
  const result = await client.loadStory(day('2026-11-21'), 'x')
  expect(result.status === 'ok' && result.value.body).toEqual({
    type: 'blocks',
    blocks: [
      { type: 'text', html: '<p>One.</p>' },
      {
        type: 'image',
        image: { url: '/images/a.svg', caption: 'A', alt: null },
        link: 'https://photos.example/a',
      },
      { type: 'gallery', images: [{ url: '/images/b.svg', caption: null, alt: 'B' }] },
      { type: 'quote', quote: 'We learn.', attribution: 'Coach' },
      {
        type: 'video',
        video: { archiveId: 3201907, youtube: null, title: 'Highlights', thumbnail: null },
      },
      { type: 'button', url: '/sports/x', text: 'Box Score' },
    ],
  })
  expect(logger.records.map((record) => [record.level, record.obj.type])).toEqual([
    ['warn', 'structural_layout_block'],
    ['warn', 'basic_text_block'],
  ])
})

test('a story sent with neither content nor blocks has no body', async () => {
  const { client } = setup(() => jsonResponse(wireStory))
  const result = await client.loadStory(day('2026-11-21'), 'x')
  expect(result.status === 'ok' && result.value.body).toBeNull()
})

test.each<[string, string, () => Response]>([
  ['204 (no such story that day)', 'missing', () => emptyResponse(204)],
  ['404 (a date the provider cannot read)', 'missing', () => emptyResponse(404)],
  ['500', 'unavailable', () => emptyResponse(500)],
  [
    'a story without a readable date',
    'unavailable',
    () => jsonResponse({ ...wireStory, date: 'soon' }),
  ],
  ['garbage', 'unavailable', () => new Response('<html>', { status: 200 })],
])('loadStory answered %s is %s', async (_, status, response) => {
  const { client } = setup(response)
  expect(await client.loadStory(day('2026-11-21'), 'x')).toEqual({ status })
})

test('loadStory with a day that is no day is missing without a call', async () => {
  const { client, requests } = setup(() => jsonResponse(wireStory))
  expect(await client.loadStory(day('21-11-2026'), 'x')).toEqual({ status: 'missing' })
  expect(requests).toEqual([])
})

test('loadHiddenStory sends the token, by id or by day and slug, never cached', async () => {
  const { client, requests } = setup(() => jsonResponse({ ...wireStory, content: '<p>Draft</p>' }))
  const byId = await client.loadHiddenStory(2019071, TOKEN)
  await client.loadHiddenStory(2019071, TOKEN)
  const byDay = await client.loadHiddenStory({ day: day('2026-01-05'), slug: 'a b' }, TOKEN)
  expect(byId.status === 'ok' && byId.value.body).toEqual({ type: 'html', content: '<p>Draft</p>' })
  expect(byDay).toEqual(byId)
  expect(requests.map((r) => [r.url.pathname, r.headers.get('authorization')])).toEqual([
    ['/api/v2/Hidden/stories/2019071', `Bearer ${TOKEN}`],
    ['/api/v2/Hidden/stories/2019071', `Bearer ${TOKEN}`],
    ['/api/v2/Hidden/stories/1-5-2026/a%20b', `Bearer ${TOKEN}`],
  ])
})

test.each<[string, string, () => Response]>([
  ['401', 'signed-out', () => jsonResponse({ message: 'Sign-in required' }, 401)],
  ['204', 'missing', () => emptyResponse(204)],
  ['404', 'missing', () => emptyResponse(404)],
  ['500', 'unavailable', () => emptyResponse(500)],
])('loadHiddenStory answered %s is %s', async (_, status, response) => {
  const { client } = setup(response)
  expect(await client.loadHiddenStory(7, TOKEN)).toEqual({ status })
})

test('getRelatedStories reads one page of summaries; a failure is []', async () => {
  const { client, requests } = setup(() =>
    jsonResponse(storyPage([wireRelatedStory, { storyId: 1 }])),
  )
  const related = await client.getRelatedStories(2011101, null, { count: 3 })
  expect(pathAndQuery(requests[0])).toBe(
    '/api/v2/Stories/related?$pageIndex=0&$pageSize=3&storyId=2011101',
  )
  expect(related).toEqual([
    {
      id: 2011122,
      headline: "Men's Basketball Hosts Iron Range in League Action",
      subHeadline: null,
      byline: null,
      teaser: null,
      day: '2026-12-11',
      postedAt: new Date('2026-12-11T16:00:00.000Z'),
      slug: 'mens-basketball-hosts-iron-range-in-league-action',
      sport: null,
      image: {
        url: '/images/demo/stories/mens-basketball-1.svg',
        alt: "Northfield State Men's Basketball",
        caption: null,
        credit: null,
      },
      type: null,
      video: null,
      gameIds: [],
      redirectAbsoluteUrl: null,
      feedTemplate: null,
    },
  ])
  const failing = setup(() => emptyResponse(500))
  expect(await failing.client.getRelatedStories(2011101, 11)).toEqual([])
  expect(pathAndQuery(failing.requests[0])).toContain('sportId=11')
})

test('a related story without a slug takes the last segment of its page path', async () => {
  const noName = { ...wireRelatedStory, storyFilename: null, storyImage: null }
  const { client } = setup(() => jsonResponse(storyPage([noName])))
  const [story] = await client.getRelatedStories(1, null)
  expect(story?.slug).toBe('mens-basketball-hosts-iron-range-in-league-action')
  expect(story?.image?.url).toBe('/images/demo/stories/mens-basketball-1.svg')
})

test('getStoryGames maps each story’s games to Game entities, keyed by story id', async () => {
  const other = { ...wireLegacyGame, id: 77 }
  const { client, requests, logger } = setup(() =>
    jsonResponse({ '2011101': [wireLegacyGame, { id: 'bad' }], '2011102': [other] }),
  )
  const games = await client.getStoryGames([2011101, 2011102, 2011101])
  expect(pathAndQuery(requests[0])).toBe('/api/v2/Stories/games?storiesIds=2011101,2011102')
  // The legacy game mapping, as /ScheduleGames/{id} is read, in the tenant's zone.
  const asGame = (game: object) => toGameFromLegacy(LegacyGameSchema.parse(game), 'America/Chicago')
  expect(games).toEqual({ 2011101: [asGame(wireLegacyGame)], 2011102: [asGame(other)] })
  expect(logger.records).toHaveLength(1)
})

test('getStoryGames asks nothing for no stories, batches 100 ids a call, degrades to {}', async () => {
  const none = setup(() => jsonResponse({}))
  expect(await none.client.getStoryGames([])).toEqual({})
  expect(none.requests).toEqual([])

  const ids = Array.from({ length: 150 }, (_, index) => index + 1)
  const batched = setup((request) =>
    request.url.searchParams.get('storiesIds')?.startsWith('1,')
      ? jsonResponse({ '1': [wireLegacyGame] })
      : emptyResponse(500),
  )
  const games = await batched.client.getStoryGames(ids)
  expect(Object.keys(games)).toEqual(['1'])
  const sizes = batched.requests.map((r) => r.url.searchParams.get('storiesIds')?.split(',').length)
  // The failing batch was asked twice (the retry policy), then left out.
  expect(sizes).toEqual([100, 50, 50])
})

test('getStorySettings maps the page options; a failure is null', async () => {
  const { client } = setup(() =>
    jsonResponse({
      defaultTemplate: 'default',
      customCss: '',
      endlessScrollIsEnabled: true,
      featuredTemplatesCustomization: {
        logoImage: '/images/demo/logos/logo.svg',
        headerBackgroundColor: '#0b3d2e',
        hidePreviousPage: false,
        featuredTemplate1: { hideRelatedStories: true, hidePostDate: false },
      },
    }),
  )
  expect(await client.getStorySettings()).toEqual({
    defaultTemplate: 'default',
    customCss: null,
    endlessScrollIsEnabled: true,
    featured: {
      logoImage: '/images/demo/logos/logo.svg',
      headerBackgroundColor: '#0b3d2e',
      hidePreviousPage: false,
      hideRelatedStories: true,
      hidePostDate: false,
    },
  })
  const failing = setup(() => emptyResponse(503))
  expect(await failing.client.getStorySettings()).toBeNull()
})
