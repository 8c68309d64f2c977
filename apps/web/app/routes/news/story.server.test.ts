import { afterEach, beforeEach, expect, test, vi } from 'vitest'

import type { Series } from '@fieldhouse/provider-client/series'

import { toLocalDayOf } from '@fieldhouse/domain/local-day'
import type { Loaded } from '@fieldhouse/provider-client/loaded'
import type { StorySettings } from '@fieldhouse/provider-client/stories'
import type { Story } from '@fieldhouse/provider-client/story'

import { provider } from '~/utils/provider.server'

import { loadStoryPage, toStoryLayout, type StorySource } from './story.server'

const day = toLocalDayOf(2026, 12, 5)
if (day === null) throw new Error('no such day')

const story: Story = {
  id: 2011101,
  headline: "Men's Basketball Tops Harbor Bay, 69-55",
  subHeadline: 'Owls improve to 7-3',
  byline: 'Christina Tromp',
  teaser: 'The Owls beat Harbor Bay.',
  day,
  postedAt: new Date('2026-12-05T22:00:00Z'),
  slug: 'mens-basketball-tops-harbor-bay-69-55',
  sport: { id: 11, title: "Men's Basketball", shortName: 'mbball', globalSportNameSlug: null },
  image: null,
  type: 'recap',
  video: { archiveId: 3201110, youtube: null, title: 'Highlights', thumbnail: null },
  gameIds: [],
  redirectAbsoluteUrl: null,
  feedTemplate: 'default',
  body: null,
  links: [],
  alternateImage: null,
  titleInRotator: false,
  template: 'default',
  writer: 'Jordan Lee',
  galleryId: 7004,
  metaDescription: null,
  metaKeywords: null,
}
const PATH = '/news/2026/12/5/mens-basketball-tops-harbor-bay-69-55'
const params = (path: string) => {
  const [, , year, month, date, slug] = path.replace(/^\/hidden/, '').split('/')
  return { year, month, day: date, slug }
}

let answer: Loaded<Story>
const load = vi.fn<StorySource['load']>(async () => answer)
const source: StorySource = { load, prefix: '', followsRedirect: true }

const build = (path: string, from: StorySource = source) =>
  loadStoryPage(params(path), new Request(`http://site.test${path}`), from)

async function outcome(path: string, from: StorySource = source) {
  try {
    return await build(path, from)
  } catch (thrown) {
    if (thrown instanceof Response) {
      return { status: thrown.status, location: thrown.headers.get('location') }
    }
    if (thrown && typeof thrown === 'object' && 'init' in thrown) {
      return { status: (thrown.init as { status?: number } | null)?.status }
    }
    throw thrown
  }
}

beforeEach(() => {
  answer = { status: 'ok', value: story }
  load.mockClear()
  vi.spyOn(provider, 'getSiteSettings').mockResolvedValue(null)
  vi.spyOn(provider, 'getStorySettings').mockResolvedValue(null)
  vi.spyOn(provider, 'getSports').mockResolvedValue([])
  vi.spyOn(provider, 'loadSports').mockResolvedValue({ status: 'ok', value: [] })
  vi.spyOn(provider, 'getStoryGames').mockResolvedValue({})
  // The library video the story names is an episode of a series: its page is where it plays.
  vi.spyOn(provider, 'loadAllSeries').mockResolvedValue({
    status: 'ok',
    value: [
      {
        id: 1,
        title: 'Owls Highlights',
        slug: 'owls-highlights',
        episodes: [{ video: { id: '3201110' } }],
      } as unknown as Series,
    ],
  })
  vi.spyOn(provider, 'getStoryTagIndex').mockResolvedValue(
    new Map([[story.id, [{ id: 700, name: 'Game Recap', slug: 'game-recap' }]]]),
  )
  vi.spyOn(provider, 'getRelatedStories').mockResolvedValue([
    { ...story, id: 7, headline: 'Another one', slug: 'another-one' },
    story,
  ])
})

afterEach(() => {
  vi.restoreAllMocks()
})

test('a story at its address is the page, related stories linked and itself left out', async () => {
  const page = await build(PATH)
  expect(load).toHaveBeenCalledWith(day, story.slug, expect.anything())
  expect(page.path).toBe(PATH)
  expect(page.story).toMatchObject({ headline: story.headline, dateText: 'Dec 5, 2026' })
  expect(page.story.video).toMatchObject({ url: '/series/owls-highlights' })
  // Its video is an episode of the series, and the tagged stories' list names its tags.
  expect(page.story.series).toEqual({ title: 'Owls Highlights', path: '/series/owls-highlights' })
  expect(page.story.tags).toEqual([{ name: 'Game Recap', path: '/tags/game-recap' }])
  expect(page.related).toEqual([
    expect.objectContaining({ id: 7, path: '/news/2026/12/5/another-one' }),
  ])
})

test.each([
  // url-cleanup (SPEC.md 4) before the lookup: no provider call for these.
  [`${PATH}.aspx`, PATH],
  [PATH.replace('mens', 'Mens'), PATH],
  [`${PATH}/`, PATH],
  [PATH.toUpperCase(), PATH],
])('%s moves for good to %s', async (asked, location) => {
  expect(await outcome(asked)).toEqual({ status: 301, location })
  expect(load).not.toHaveBeenCalled()
})

test('a day written with leading zeros is the same story, at its one address', async () => {
  expect(await outcome(PATH.replace('/12/5/', '/12/05/'))).toEqual({ status: 301, location: PATH })
  expect(load).toHaveBeenCalledWith(day, story.slug, expect.anything())
})

test.each(['/news/2026/2/30/x', '/news/2026/13/1/x', '/news/2026/0/1/x', '/news/20x6/1/1/x'])(
  'a day that does not exist (%s) is a 404 without a call',
  async (path) => {
    expect(await outcome(path)).toEqual({ status: 404 })
    expect(load).not.toHaveBeenCalled()
  },
)

test('a missing story is a 404 and an outage a 503, never the other way round', async () => {
  answer = { status: 'missing' }
  expect(await outcome(PATH)).toEqual({ status: 404 })
  expect(load).toHaveBeenCalledTimes(1)
  answer = { status: 'unavailable' }
  expect(await outcome(PATH)).toEqual({ status: 503 })
})

test.each([
  ['https://tickets.example.com/a', { status: 302, location: 'https://tickets.example.com/a' }],
  ['/sports/football', { status: 302, location: '/sports/football' }],
])('a link-out story to %s sends its visitors there', async (url, expected) => {
  answer = { status: 'ok', value: { ...story, redirectAbsoluteUrl: url } }
  expect(await outcome(PATH)).toEqual(expected)
})

test.each(['javascript:alert(1)', '//evil.example/x', 'ftp://example.com', PATH])(
  'a link-out story to %s is shown instead',
  async (url) => {
    answer = { status: 'ok', value: { ...story, redirectAbsoluteUrl: url } }
    expect((await build(PATH)).path).toBe(PATH)
  },
)

test('the preview lives under /hidden and shows a link-out story itself', async () => {
  answer = { status: 'ok', value: { ...story, redirectAbsoluteUrl: 'https://example.com' } }
  const hidden: StorySource = { load, prefix: '/hidden', followsRedirect: false }
  expect((await build(`/hidden${PATH}`, hidden)).path).toBe(`/hidden${PATH}`)
  expect(await outcome(PATH, hidden)).toEqual({ status: 301, location: `/hidden${PATH}` })
})

test("a client-side navigation's data request is the page's own address", async () => {
  const page = await loadStoryPage(
    params(PATH),
    new Request(`http://site.test${PATH}.data?_routes=story`),
    source,
  )
  expect(page.path).toBe(PATH)
})

test('the featured template takes /Stories/settings: related stories and post date can be hidden', () => {
  const settings = (hideRelatedStories: boolean, hidePostDate: boolean): StorySettings => ({
    defaultTemplate: 'default',
    customCss: null,
    endlessScrollIsEnabled: false,
    featured: {
      logoImage: null,
      headerBackgroundColor: null,
      hidePreviousPage: false,
      hideRelatedStories,
      hidePostDate,
    },
  })
  expect(toStoryLayout('featured_1', settings(true, true))).toEqual({
    showRelated: false,
    showPostDate: false,
  })
  expect(toStoryLayout('featured_1', settings(false, true))).toEqual({
    showRelated: true,
    showPostDate: false,
  })
  // Another template, or the settings unread, shows both.
  expect(toStoryLayout('default', settings(true, true))).toEqual({
    showRelated: true,
    showPostDate: true,
  })
  expect(toStoryLayout('featured_1', null)).toEqual({ showRelated: true, showPostDate: true })
})

test('the writer is named beside a byline that is not theirs; the gallery is linked off-site', async () => {
  const page = await build(PATH)
  expect(page.story.writer).toBe('Jordan Lee')
  expect(page.story.links[0]).toEqual({ url: '/galleries/7004', text: 'Photo gallery' })
  answer = { status: 'ok', value: { ...story, writer: story.byline, galleryId: null } }
  const plain = await build(PATH)
  expect(plain.story).toMatchObject({ writer: null, links: [] })
})

test('a story the tagged stories do not name, with no series video, has neither', async () => {
  vi.spyOn(provider, 'getStoryTagIndex').mockResolvedValue(new Map())
  vi.spyOn(provider, 'loadAllSeries').mockResolvedValue({ status: 'unavailable' })
  const page = await build(PATH)
  expect(page.story.tags).toEqual([])
  expect(page.story.series).toBeNull()
})
