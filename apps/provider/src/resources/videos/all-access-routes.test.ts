import {
  AllAccessCategoriesResponseSchema,
  AllAccessVideoSchema,
  AllAccessVideosCursorResponseSchema,
  AllAccessVideosResponseSchema,
} from '@fieldhouse/contract/videos'
import { and, eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { TEST_SEED_NOW } from '../../clock/seed-clock'
import { allAccessVideos, mediaFiles, seriesEpisodes, stories } from '../../db/schema'
import { DEMO_VIDEOS } from '../../seed/media/demo-media/manifest'
import { testStatuses } from '../../test-support/answers'
import { openTestApp } from '../../test-support/make-test-app'

const provider = openTestApp()

const list = async (query = '', tenant = 'demo') =>
  AllAccessVideosResponseSchema.parse(
    await provider.getJson(`/api/v2/Videos/all-access${query}`, { tenant }),
  )
const ids = async (query: string) => (await list(query)).items.map((item) => item.id)
const all = (await list('?$pageSize=100')).items
const blackedOut = all.find((item) => item.blackedOut)
const playable = all.filter((item) => !item.blackedOut)
const baseball = all.find((item) => item.videoUrl.includes('baseball-spring-practice'))

test('each tenant has a demo video of each of its sports, newest first, and a blacked-out replay', async () => {
  expect(playable).toHaveLength(DEMO_VIDEOS.length)
  expect(blackedOut?.title).toMatch(/^Full game replay/)
  const dates = all.map((item) => item.date ?? '')
  expect(dates).toEqual([...dates].sort().reverse())
  expect(dates.every((date) => date <= TEST_SEED_NOW)).toBe(true)
  // Lakeside has no football: four videos and the replay of its first highlights (basketball).
  const lakeside = (await list('?$pageSize=100', 'lakeside')).items
  expect(lakeside).toHaveLength(DEMO_VIDEOS.length)
  expect(lakeside.some((item) => item.videoUrl.includes('football'))).toBe(false)
  expect(lakeside.find((item) => item.blackedOut)?.title).toMatch(/overtime win/i)
  expect(lakeside.some((item) => all.some((mine) => mine.id === item.id))).toBe(false)
})

test('a playable item names its files under /media; the duration is the file’s', () => {
  for (const video of DEMO_VIDEOS) {
    const item = playable.find((candidate) => candidate.videoUrl.includes(`/${video.slug}.`))
    expect(item).toMatchObject({
      title: video.title,
      duration: video.durationSeconds,
      videoUrl: `/media/demo/videos/${video.slug}.webm`,
      posterUrl: `/media/demo/videos/${video.slug}.jpg`,
      format: 'video',
      free: true,
      blackedOut: false,
    })
    expect(item?.id).toMatch(/^\d+$/)
    const absolute = (kind: string) =>
      expect.stringMatching(`^http.*/media/demo/videos/${video.slug}.${kind}.vtt$`)
    expect(item?.captionFile).toEqual(video.captions ? absolute('captions') : null)
    expect(item?.descriptionFile).toEqual(video.descriptions ? absolute('descriptions') : null)
  }
})

test('a blacked-out item keeps its poster and message, with no video, captions or descriptions', () => {
  expect(blackedOut).toMatchObject({
    videoUrl: '',
    captionFile: null,
    descriptionFile: null,
    blackedOutMessage: 'This replay is not available in your area.',
  })
  expect(blackedOut?.posterUrl).toMatch(/^\/media\/demo\/videos\/.+\.jpg$/)
})

test('onlyHasCaptions leaves out the baseball video and the locked replay', async () => {
  const captioned = await ids('?onlyHasCaptions=TRUE&$pageSize=100')
  expect(captioned).toHaveLength(DEMO_VIDEOS.filter((video) => video.captions).length)
  expect(captioned).not.toContain(baseball?.id)
  expect(captioned).not.toContain(blackedOut?.id)
  expect(await ids('?onlyHasCaptions=false&$pageSize=100')).toEqual(all.map((item) => item.id))
})

test('sportId (0: every sport) and categoryId (0: every category) filter the library', async () => {
  const sportId = baseball?.sport?.id
  expect(await ids(`?sportId=${sportId}`)).toEqual([baseball?.id])
  expect(await ids('?sportId=0&$pageSize=100')).toEqual(all.map((item) => item.id))
  const highlights = all.filter((item) => item.category?.title === 'Highlights')
  expect(highlights.length).toBe(2)
  expect(await ids(`?categoryId=${highlights[0]?.category?.id}`)).toEqual(
    highlights.map((item) => item.id),
  )
  expect(await ids('?categoryId=0&$pageSize=100')).toHaveLength(all.length)
  expect(await ids('?categoryId=999')).toEqual([])
  expect(await ids('?sportId=999')).toEqual([])
})

test('orderBy: newest (default), oldest, mostViewed and title, in any case', async () => {
  expect(await ids('?orderBy=newest&$pageSize=100')).toEqual(all.map((item) => item.id))
  expect(await ids('?orderBy=OLDEST&$pageSize=100')).toEqual(all.map((item) => item.id).reverse())
  const byViews = (await list('?orderBy=mostviewed&$pageSize=100')).items.map((i) => i.views)
  expect(byViews).toEqual([...byViews].sort((a, b) => (b ?? 0) - (a ?? 0)))
  const titles = (await list('?orderBy=title&$pageSize=100')).items.map((item) => item.title)
  expect(titles).toEqual([...titles].sort())
})

test('pinnedMediaId puts that item first and changes nothing else', async () => {
  const last = all.at(-1)
  const pinned = await ids(`?pinnedMediaId=${last?.id}&$pageSize=100`)
  expect(pinned).toEqual([last?.id, ...all.slice(0, -1).map((item) => item.id)])
  expect((await list(`?pinnedMediaId=${last?.id}&$pageSize=2`)).items[0]?.id).toBe(last?.id)
  // An item the filters leave out, or none at all, is not pinned.
  expect(await ids(`?pinnedMediaId=${baseball?.id}&onlyHasCaptions=true`)).not.toContain(
    baseball?.id,
  )
  expect(await ids('?pinnedMediaId=999&$pageSize=100')).toEqual(all.map((item) => item.id))
})

test('v2 pages by $pageIndex and $pageSize, or SPEC 7’s pageSize', async () => {
  expect(await list('?$pageSize=4&$pageIndex=1')).toMatchObject({ total: 6, page: 1, pages: 2 })
  expect((await list('?$pageSize=4&$pageIndex=1')).items).toHaveLength(2)
  expect((await list('?pageSize=5')).items).toHaveLength(5)
  expect((await list('?pageSize=5&$pageSize=2')).items).toHaveLength(2)
  expect(await list('?$pageIndex=9')).toMatchObject({ items: [], total: 6, pages: 1 })
})

test('v2.1 pages by cursor: After then Before walk the same list', async () => {
  const page = async (query: string) =>
    AllAccessVideosCursorResponseSchema.parse(
      await provider.getJson(`/api/v2.1/Videos/all-access${query}`),
    )
  const first = await page('?PageSize=4')
  expect(first.before).toBeNull()
  const second = await page(`?pageSize=4&After=${encodeURIComponent(first.after ?? '')}`)
  expect([...first.items, ...second.items].map((item) => item.id)).toEqual(
    all.map((item) => item.id),
  )
  expect(second.after).toBeNull()
  const back = await page(`?PageSize=4&Before=${encodeURIComponent(second.before ?? '')}`)
  expect(back.items).toEqual(first.items)
})

testStatuses(provider, [
  ['/api/v2/Videos/all-access?sportId=x', 400],
  ['/api/v2/Videos/all-access?categoryId=-1', 400],
  ['/api/v2/Videos/all-access?pinnedMediaId=abc', 400],
  ['/api/v2/Videos/all-access?includeAudio=yes', 400],
  ['/api/v2/Videos/all-access?onlyHasCaptions=1', 400],
  ['/api/v2/Videos/all-access?orderBy=random', 400],
  ['/api/v2/Videos/all-access?pageSize=0', 400],
  ['/api/v2/Videos/all-access?$pageSize=101', 400],
  ['/api/v2.1/Videos/all-access?After=notacursor', 400],
  ['/api/v2/Videos/all-access/abc', 404],
  ['/api/v2/Videos/all-access/999', 204],
  ['/api/v2/Videos/all-access/categories/live', 404],
])

test('one item by id is the item as listed; its answer is the same on v2.1', async () => {
  for (const item of all) {
    const one = AllAccessVideoSchema.parse(
      await provider.getJson(`/api/v2/Videos/all-access/${item.id}`),
    )
    expect(one).toEqual(item)
  }
  const v21 = await provider.getJson(`/api/v2.1/Videos/all-access/${all[0]?.id}`)
  expect(v21).toEqual(all[0])
})

test('categories by type: video and audio (any case), in the department’s order', async () => {
  const categories = async (type: string, tenant = 'demo') =>
    AllAccessCategoriesResponseSchema.parse(
      await provider.getJson(`/api/v2/Videos/all-access/categories/${type}`, { tenant }),
    )
  const video = await categories('video')
  expect(video.map((category) => category.title)).toEqual([
    'Highlights',
    'Interviews',
    'Features',
    'Full Games',
  ])
  expect((await categories('AUDIO')).map((category) => category.title)).toEqual(['Radio Calls'])
  const lakeside = await categories('video', 'lakeside')
  expect(lakeside.some((category) => video.some((mine) => mine.id === category.id))).toBe(false)
})

// Rows the seed does not hold (helper v1 seeds the videos' bytes; audio-only items are not
// seeded): each test adds what it needs and takes it away.
function withRows<T>(run: () => Promise<T>, setup: () => void, teardown: () => void): Promise<T> {
  setup()
  return run().finally(teardown)
}

const demoRow = (id: string | undefined) =>
  provider.db
    .select()
    .from(allAccessVideos)
    .where(eq(allAccessVideos.id, Number(id)))
    .get()

function storeFile(tenantId: number, path: string) {
  provider.db
    .insert(mediaFiles)
    .values({
      tenantId,
      path,
      contentType: path.endsWith('.vtt') ? 'text/vtt; charset=utf-8' : 'video/webm',
      body: Buffer.from('WEBVTT\n\n'),
      public: true,
      modified: TEST_SEED_NOW,
    })
    .onConflictDoNothing()
    .run()
}

test('includeAudio lists audio-only items too; without it they are left out', async () => {
  const source = demoRow(baseball?.id)
  if (!source) throw new Error('no baseball row')
  const audio = { ...source, id: 15_199, title: 'Radio call', format: 'audio' as const }
  await withRows(
    async () => {
      expect(await ids('?$pageSize=100')).not.toContain('15199')
      expect(await ids('?includeAudio=true&$pageSize=100')).toContain('15199')
      const one = await provider.getJson('/api/v2/Videos/all-access/15199')
      expect(one).toMatchObject({ format: 'audio' })
    },
    () => provider.db.insert(allAccessVideos).values(audio).run(),
    () => provider.db.delete(allAccessVideos).where(eq(allAccessVideos.id, 15_199)).run(),
  )
})

test('a locked item (premium, not authorized) has no files on the wire and /media refuses them', async () => {
  const item = playable.find((candidate) => candidate.captionFile)
  const row = demoRow(item?.id)
  if (!item || !row) throw new Error('no captioned item')
  const paths = [row.videoPath, row.captionPath ?? '', row.descriptionPath ?? '', row.posterPath]
  const setFlags = (flags: Partial<typeof row>) =>
    provider.db
      .update(allAccessVideos)
      .set(flags)
      .where(and(eq(allAccessVideos.tenantId, row.tenantId), eq(allAccessVideos.id, row.id)))
      .run()
  const status = async (path: string) => (await provider.app.request(`/media/demo/${path}`)).status
  await withRows(
    async () => {
      expect(await Promise.all(paths.map(status))).toEqual([200, 200, 200, 200])
      setFlags({ free: false, premium: true, authorized: false })
      const locked = AllAccessVideoSchema.parse(
        await provider.getJson(`/api/v2/Videos/all-access/${item.id}`),
      )
      expect(locked).toMatchObject({ videoUrl: '', captionFile: null, descriptionFile: null })
      expect(locked.posterUrl).toBe(item.posterUrl)
      expect(await ids('?onlyHasCaptions=true&$pageSize=100')).not.toContain(item.id)
      // The poster stays public: the list shows it.
      expect(await Promise.all(paths.map(status))).toEqual([404, 404, 404, 200])
      setFlags({ premium: false, authorized: true })
      expect(await status(row.videoPath)).toBe(200)
      setFlags({ blackedOut: true })
      expect(await status(row.videoPath)).toBe(404)
    },
    () => paths.forEach((path) => storeFile(row.tenantId, path)),
    () => setFlags({ free: true, premium: false, authorized: true, blackedOut: false }),
  )
})

test('every story’s video resolves: a series episode or an all-access item, never both', async () => {
  const archives = provider.db
    .select({ tenantId: stories.tenantId, archive: stories.videoArchiveId })
    .from(stories)
    .all()
    .filter((row) => row.archive !== null)
  const library = provider.db.select().from(allAccessVideos).all()
  const episodes = provider.db.select().from(seriesEpisodes).all()
  const key = (tenantId: number, id: number | null) => `${tenantId}:${id}`
  const videoKeys = new Set(library.map((row) => key(row.tenantId, row.id)))
  const episodeKeys = new Set(episodes.map((row) => key(row.tenantId, row.id)))
  expect([...videoKeys].filter((k) => episodeKeys.has(k))).toEqual([])
  const unresolved = archives.filter(
    (row) =>
      !videoKeys.has(key(row.tenantId, row.archive)) &&
      !episodeKeys.has(key(row.tenantId, row.archive)),
  )
  expect(unresolved).toEqual([])
  // Both tenants carry the two demo features' videos on stories, which the API answers.
  const onStories = archives.filter((row) => videoKeys.has(key(row.tenantId, row.archive)))
  expect(onStories).toHaveLength(4)
  for (const row of onStories) {
    const tenant = row.tenantId === 1 ? 'demo' : 'lakeside'
    const answer = await provider.get(`/api/v2/Videos/all-access/${row.archive}`, { tenant })
    expect(answer.status).toBe(200)
  }
})
