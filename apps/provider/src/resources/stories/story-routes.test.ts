import { StoriesResponseSchema, StoryResourceSchema } from '@fieldhouse/contract/stories'
import { and, eq, isNotNull } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { z } from 'zod'
import { stories } from '../../db/schema'
import { TEST_SEED_NOW } from '../../clock/seed-clock'
import { testStatuses } from '../../test-support/answers'
import { openTestApp } from '../../test-support/make-test-app'
import { bearer, signInAsEditor } from '../../test-support/staff-session'
import { parseStoryDay } from './story-routes'

const provider = openTestApp()

const page = async (query: string, tenant = 'demo') =>
  StoriesResponseSchema.parse(await provider.getJson(`/api/v2/Stories${query}`, { tenant }))

const all = (await page('?$pageSize=100')).items
const total = (await page('')).total

test('the demo has over 300 published stories, newest first, none after the seed clock', () => {
  expect(total).toBeGreaterThanOrEqual(300)
  const dates = all.map((s) => s.date)
  expect(dates).toEqual([...dates].sort().reverse())
  expect(dates.every((d) => d <= TEST_SEED_NOW)).toBe(true)
  expect(all.every((s) => s.content === null && s.blocks === null)).toBe(true)
})

test('SportId filters (any case), paging reports total, page and pages', async () => {
  const football = await page('?sportId=10&$pageIndex=1&$pageSize=5')
  expect(football.page).toBe(1)
  expect(football.items).toHaveLength(5)
  expect(football.items.every((s) => s.sport?.id === 10)).toBe(true)
  expect(football.pages).toBe(Math.ceil(football.total / 5))
  expect((await page('?SportId=999')).items).toEqual([])
})

testStatuses(provider, [
  ['/api/v2/Stories?SportId=a', 400],
  ['/api/v2/Stories?$pageSize=0', 400],
  ['/api/v2/Stories/related?storyId=x', 400],
  ['/api/v2/Stories/games', 400],
  ['/api/v2/Stories/games?storiesIds=1,a', 400],
  ['/api/v2/Stories/13-45-2026/anything', 404],
  ['/api/v2/Stories/2-30-2026/anything', 404],
  ['/api/v2/Stories/12-12-2026/no-such-story', 204],
  ['/api/v2/Hidden/stories/1', 401],
  ['/api/v2/Hidden/archives', 401],
])

test('without a known tenant the stories answer 400', async () => {
  expect((await provider.get('/api/v2/Stories', { tenant: null })).status).toBe(400)
  expect((await provider.get('/api/v2/Stories', { tenant: 'nope' })).status).toBe(400)
})

test('a story by its date and slug: the same story with its body, under every date form', async () => {
  const listed = all.find((s) => s.type === 'recap')
  if (!listed) throw new Error('no recap')
  const [, , year, month, day, slug] = listed.url.split('/')
  const forms = [`${month}-${day}-${year}`, listed.date.slice(0, 10), listed.date]
  for (const date of forms) {
    const story = StoryResourceSchema.parse(
      await provider.getJson(`/api/v2/stories/${date}/${slug}`),
    )
    expect(story.id).toBe(listed.id)
    expect(story.content ?? story.blocks).not.toBeNull()
    expect(story.isBlockBased).toBe(story.blocks !== null)
  }
})

test('recaps follow played games, previews come before their game', async () => {
  const recaps = all.filter((s) => s.type === 'recap')
  const previews = all.filter((s) => s.type === 'preview')
  expect(recaps.length).toBeGreaterThan(10)
  expect(previews.length).toBeGreaterThan(0)
  for (const story of recaps) {
    const game = story.games?.[0]
    expect(game?.result?.status ?? '', String(story.title)).toMatch(/^[WLT]$/)
    expect(story.date >= (game?.date ?? '')).toBe(true)
    expect(game?.postStoryId).toBe(story.id)
  }
  for (const story of previews) expect(story.date < (story.games?.[0]?.date ?? '')).toBe(true)
  const ids = recaps.slice(0, 3).map((s) => s.id)
  const games = (await provider.getJson(
    `/api/v2/Stories/games?storiesIds=${ids.join(',')},1`,
  )) as Record<string, unknown[]>
  expect(Object.keys(games).sort()).toEqual(ids.map(String).sort())
  expect(Object.values(games).every((list) => list.length === 1)).toBe(true)
})

test('both bodies are seeded: HTML content and blocks', async () => {
  const kinds = new Set<string>()
  for (const story of all.slice(0, 60)) {
    const detail = StoryResourceSchema.parse(
      await provider.getJson(`/api/v2/Stories/${story.date}/${story.url.split('/')[5]}`),
    )
    kinds.add(detail.isBlockBased ? 'blocks' : 'content')
    if (detail.blocks) expect(detail.blocks[0]?.type).toBe('basic_text_block')
  }
  expect([...kinds].sort()).toEqual(['blocks', 'content'])
})

test('related stories: same sport, not the story itself', async () => {
  const story = all[0]
  const related = (await provider.getJson(
    `/api/v2/Stories/related?storyId=${story?.id}&$pageSize=5`,
  )) as { items: { storyId: number; storySlug: string }[]; total: number }
  expect(related.items).toHaveLength(5)
  expect(related.items.some((item) => item.storyId === story?.id)).toBe(false)
  expect(related.items[0]?.storySlug).toMatch(/^\/news\/\d{4}\/\d{1,2}\/\d{1,2}\/[a-z0-9-]+$/)
})

test('drafts are only shown to a signed-in editor, by id or by date and slug', async () => {
  const headers = bearer(await signInAsEditor(provider.app))
  const hidden = (await provider.getJson('/api/v2/Hidden/archives', { headers })) as {
    items: { storyId: string; storyPath: string }[]
  }
  expect(hidden.items.length).toBe(5)
  const draft = hidden.items[0]
  const [, , y, m, d, slug] = draft?.storyPath.split('/') ?? []
  expect((await provider.get(`/api/v2/Stories/${m}-${d}-${y}/${slug}`)).status).toBe(204)
  const byPath = StoryResourceSchema.parse(
    await provider.getJson(`/api/v2/Hidden/stories/${m}-${d}-${y}/${slug}`, { headers }),
  )
  expect(String(byPath.id)).toBe(draft?.storyId)
  const byId = await provider.get(`/api/v2/Hidden/stories/${draft?.storyId}`, { headers })
  expect(byId.status).toBe(200)
  expect(byId.headers.get('cache-control')).toContain('no-store')
  expect((await provider.get('/api/v2/Hidden/stories/999999', { headers })).status).toBe(204)
  expect((await provider.get('/api/v2/Hidden/stories/abc', { headers })).status).toBe(404)
  expect(all.some((s) => String(s.id) === draft?.storyId)).toBe(false)
})

test('another tenant’s story is no content', async () => {
  const story = all[0]
  const path = `/api/v2/Stories/${story?.date}/${story?.url.split('/')[5]}`
  expect((await provider.get(path, { tenant: 'demo' })).status).toBe(200)
  const lakeside = await page('?$pageSize=100', 'lakeside')
  expect(lakeside.items.some((s) => s.title === story?.title && s.date === story?.date)).toBe(false)
})

test.each([
  ['9-10-2026', '2026-09-10'],
  ['2026-09-10', '2026-09-10'],
  ['2026-09-10T18:00:00', '2026-09-10'],
])('parseStoryDay(%s) = %s', (text, day) => {
  expect(parseStoryDay(text)).toBe(day)
})

test.each(['2026-9-10', '9/10/2026', '2-29-2026', ''])('parseStoryDay(%s) throws a 404', (text) => {
  expect(() => parseStoryDay(text)).toThrow('Not found')
})

// The list routes read one page in SQL (LIMIT/OFFSET, a COUNT for the total): every page must
// be the same slice of the whole list, games included, on both paging versions.
test.each([
  ['/api/v2/Stories', ''],
  ['/api/v2/Stories', 'SportId=10&'],
  ['/api/v2/Archives', ''],
  ['/api/v2/Archives', 'seasonYear=2025&'],
  ['/api/v2/Stories/related', 'storyId=5&'],
])('a page of %s?%s equals the same slice of the whole list', async (path, filter) => {
  type Page = { items: unknown[]; total: number; pages: number }
  const read = async (query: string) =>
    (await provider.getJson(`${path}?${filter}${query}`)) as Page
  const whole = await read('$pageSize=100')
  expect(whole.total).toBeGreaterThan(7)
  const whole100 =
    whole.total > 100
      ? [...whole.items, ...(await read('$pageIndex=1&$pageSize=100')).items]
      : whole.items
  for (const pageIndex of [0, 1, 2]) {
    const page = await read(`$pageIndex=${pageIndex}&$pageSize=7`)
    expect(page.total).toBe(whole.total)
    expect(page.pages).toBe(Math.ceil(whole.total / 7))
    expect(page.items).toEqual(whole100.slice(pageIndex * 7, pageIndex * 7 + 7))
  }
  expect((await read(`$pageIndex=${whole.pages}&$pageSize=100`)).items).toEqual([])
  // v2.1: following `after` from the first page walks the same list.
  const cursor = `${path.replace('/api/v2/', '/api/v2.1/')}?${filter}PageSize=7`
  const first = (await provider.getJson(cursor)) as { items: unknown[]; after: string | null }
  const second = (await provider.getJson(
    `${cursor}&After=${encodeURIComponent(first.after ?? '')}`,
  )) as {
    items: unknown[]
    before: string | null
  }
  expect([...first.items, ...second.items]).toEqual(whole100.slice(0, 14))
  const back = (await provider.getJson(
    `${cursor}&Before=${encodeURIComponent(second.before ?? '')}`,
  )) as {
    items: unknown[]
  }
  expect(back.items).toEqual(first.items)
})

test('a tag’s content page equals the same slice of the whole list', async () => {
  type Page = { items: unknown[]; total: number }
  const tags = (await provider.getJson('/api/v2/Tags')) as { slug: string; count: number }[]
  const tag = tags.reduce((a, b) => (b.count > a.count ? b : a))
  const read = async (query: string) =>
    (await provider.getJson(`/api/v2/Tags/content?slug=${tag.slug}&${query}`)) as Page
  const whole = await read('$pageSize=100')
  expect(whole.total).toBe(tag.count)
  expect(whole.total).toBeGreaterThan(6)
  const page = await read('$pageIndex=1&$pageSize=3')
  expect(page.total).toBe(whole.total)
  expect(page.items).toEqual(whole.items.slice(3, 6))
})

test('about one block-built story in 15 has a photo gallery of 4 to 8 different seeded pictures', async () => {
  const rows = provider.db
    .select({ date: stories.date, slug: stories.slug, blocks: stories.blocks })
    .from(stories)
    .where(and(eq(stories.tenantId, 1), isNotNull(stories.blocks)))
    .all()
  const large = rows.filter((row) => JSON.stringify(row.blocks).includes('-gallery-'))
  expect(large.length).toBeGreaterThanOrEqual(Math.floor(rows.length / 20))
  expect(large.length).toBeLessThanOrEqual(Math.ceil(rows.length / 10))
  const story = StoryResourceSchema.parse(
    await provider.getJson(`/api/v2/Stories/${large[0]?.date.slice(0, 10)}/${large[0]?.slug}`),
  )
  const wall = story.blocks?.find((block) => block.type === 'media_image_wall_block')
  const images = z
    .array(z.object({ url: z.string(), alt: z.string() }))
    .parse(z.object({ images: z.unknown() }).parse(wall).images)
  expect(images.length).toBeGreaterThanOrEqual(4)
  expect(images.length).toBeLessThanOrEqual(8)
  expect(new Set(images.map((image) => image.url)).size).toBe(images.length)
  for (const image of images) {
    expect(image.alt).toBeTruthy()
    expect((await provider.app.request(image.url)).status).toBe(200)
  }
})

test('some stories name a writer and a gallery; the home feed templates vary', async () => {
  const items = all
  const writers = items.filter((story) => typeof story.writer === 'string' && story.writer !== '')
  const galleries = items.filter((story) => (story.galleryId ?? 0) > 0)
  expect(writers.length).toBeGreaterThan(5)
  expect(galleries.length).toBeGreaterThan(5)
  // The writer is named where the byline is the office's, not the writer's own.
  for (const story of writers) expect(story.byline).toMatch(/Athletics Communications$/)
  // The wire's 0 is no gallery.
  expect(items.some((story) => story.galleryId === 0)).toBe(true)
  expect(new Set(items.map((story) => story.homepageFeedTemplate))).toEqual(
    new Set(['default', 'featured', 'headline']),
  )
})
