import {
  PodcastCategoriesResponseSchema,
  PodcastCategorySchema,
  PodcastEpisodesResponseSchema,
} from '@fieldhouse/contract/podcasts'
import { expect, test } from 'vitest'
import { eq } from 'drizzle-orm'
import { podcastEpisodes, tenants } from '../../db/schema'
import { TEST_SEED_NOW } from '../../clock/seed-clock'
import { testStatuses } from '../../test-support/answers'
import { mp3DurationSeconds } from '../../test-support/media-duration'
import { openTestApp } from '../../test-support/make-test-app'

const provider = openTestApp()

const episodes = async (query: string) =>
  PodcastEpisodesResponseSchema.parse(await provider.getJson(`/api/v2/Podcasts${query}`))
const all = (await episodes('?$pageSize=100')).items
const categories = PodcastCategoriesResponseSchema.parse(
  await provider.getJson('/api/v2/Podcasts/categories'),
)

test('two podcasts with 10+ episodes each, newest first, none after the seed clock', () => {
  expect(categories).toHaveLength(2)
  for (const podcast of categories) {
    expect(all.filter((e) => e.categoryId === podcast.id).length).toBeGreaterThanOrEqual(10)
    expect(podcast.episodeCount).toBeGreaterThanOrEqual(10)
    expect(podcast.requiresAuthentication).toBe(false)
  }
  const dates = all.map((e) => e.datePublished)
  expect(dates).toEqual([...dates].sort().reverse())
  expect(dates.every((d) => d <= TEST_SEED_NOW)).toBe(true)
})

test('every access case of SPEC 6 is there; a blacked-out episode has a message and no file', () => {
  expect(all.some((e) => e.free && e.authorized)).toBe(true)
  expect(all.some((e) => e.authOnlyRequired && !e.authorized)).toBe(true)
  expect(all.some((e) => e.premium && !e.authorized)).toBe(true)
  expect(all.some((e) => e.premium && e.authorized)).toBe(true)
  const blackedOut = all.filter((e) => e.blackedOut)
  expect(blackedOut.length).toBeGreaterThan(0)
  for (const episode of blackedOut) {
    expect(episode.blackedOutMessage).toMatch(/not available/)
    expect([episode.url, episode.absoluteUrl, episode.fileName]).toEqual(['', '', ''])
  }
})

test('sportId, categoryId (any case), searchTerm and paging filter the episodes', async () => {
  const [first, second] = categories
  const byCategory = await episodes(`?CATEGORYID=${second?.id}&$pageSize=5&$pageIndex=1`)
  expect(byCategory).toMatchObject({ page: 1, pages: Math.ceil(byCategory.total / 5) })
  expect(byCategory.items).toHaveLength(5)
  expect(byCategory.items.every((e) => e.categoryId === second?.id)).toBe(true)
  const sportId = first?.sports?.[0]?.id
  const bySport = await episodes(`?sportId=${sportId}&$pageSize=100`)
  expect(bySport.total).toBeGreaterThan(0)
  expect(bySport.items.every((e) => e.sports?.[0]?.id === sportId)).toBe(true)
  const found = await episodes('?searchTerm=SIGNING%20CLASS')
  expect(found.total).toBeGreaterThan(0)
  expect(found.items.every((e) => /signing class/i.test(e.description ?? ''))).toBe(true)
  expect((await episodes('?sportId=999')).items).toEqual([])
})

testStatuses(provider, [
  ['/api/v2/Podcasts?sportId=x', 400],
  ['/api/v2/Podcasts?categoryId=1.5', 400],
  ['/api/v2/Podcasts?$pageSize=1000', 400],
  ['/api/v2/Podcasts/categories/abc', 404],
  ['/api/v2/Podcasts/categories/99', 204],
  ['/api/v2/Podcasts/rss?categoryId=99', 204],
])

test('without a known tenant the podcasts answer 400; tracking posts answer 204', async () => {
  expect((await provider.get('/api/v2/Podcasts', { tenant: null })).status).toBe(400)
  expect((await provider.get('/api/v2/Podcasts', { tenant: 'nope' })).status).toBe(400)
  const post = (path: string) =>
    provider.app.request(path, { method: 'POST', headers: { tenant: 'demo' } })
  expect((await post(`/api/v2/Podcasts/${all[0]?.id}/play`)).status).toBe(204)
  expect((await post('/api/v2/Podcasts/a/download')).status).toBe(404)
})

test('a podcast by id; the feed lists the playable episodes with enclosures', async () => {
  const podcast = PodcastCategorySchema.parse(
    await provider.getJson(`/api/v2/Podcasts/categories/${categories[0]?.id}`),
  )
  expect(podcast).toEqual(categories[0])
  const feed = await provider.get(`/api/v2/Podcasts/rss?categoryId=${podcast.id}`)
  expect(feed.headers.get('content-type')).toMatch(/^application\/rss\+xml/)
  const xml = await feed.text()
  const playable = all.filter(
    (e) => e.categoryId === podcast.id && !e.blackedOut && (e.free || e.authorized),
  )
  expect(xml.match(/<enclosure /g)).toHaveLength(playable.length)
  expect(xml).toContain(`url="${playable[0]?.absoluteUrl}"`)
})

test('an episode is real MP3 audio with seeking: Range requests answer 206 with the slice', async () => {
  const episode = all.find((e) => e.url)
  const path = episode?.url ?? ''
  const whole = await provider.app.request(path)
  expect(whole.status).toBe(200)
  expect(whole.headers.get('content-type')).toBe('audio/mpeg')
  expect(episode?.enclosureType).toBe('audio/mpeg')
  expect(whole.headers.get('accept-ranges')).toBe('bytes')
  const bytes = Buffer.from(await whole.arrayBuffer())
  expect(String(bytes.length)).toBe(episode?.enclosureLength)
  // Seconds of audio as the MP3's own frame count tells them.
  expect(mp3DurationSeconds(bytes)).toBeCloseTo(episode?.duration ?? 0, 0)

  const ranged = async (range: string) => provider.app.request(path, { headers: { range } })
  const middle = await ranged('bytes=100-199')
  expect(middle.status).toBe(206)
  expect(middle.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`)
  expect(Buffer.from(await middle.arrayBuffer())).toEqual(bytes.subarray(100, 200))
  const open = await ranged('bytes=1000-')
  expect(open.headers.get('content-length')).toBe(String(bytes.length - 1000))
  const tail = await ranged('bytes=-44')
  expect(tail.headers.get('content-range')).toBe(
    `bytes ${bytes.length - 44}-${bytes.length - 1}/${bytes.length}`,
  )
  const past = await ranged(`bytes=${bytes.length}-`)
  expect(past.status).toBe(416)
  expect(past.headers.get('content-range')).toBe(`bytes */${bytes.length}`)
  expect((await ranged('bytes=0-1,5-9')).status).toBe(200)
  expect((await provider.app.request(path, { method: 'HEAD' })).status).toBe(200)
})

// SPEC 6: which episodes' audio and transcript this public provider gives out. The file paths
// are the seed's (podcasts/{name}.mp3, .transcript.vtt), known to anyone who saw an earlier
// answer, so the route must refuse them, not merely leave them unnamed.
const rows = provider.db
  .select({
    id: podcastEpisodes.id,
    filePath: podcastEpisodes.filePath,
    transcriptPath: podcastEpisodes.transcriptPath,
  })
  .from(podcastEpisodes)
  .innerJoin(tenants, eq(tenants.id, podcastEpisodes.tenantId))
  .where(eq(tenants.slug, 'demo'))
  .all()
const audioOf = (e: (typeof all)[number]) => {
  const path = rows.find((row) => row.id === e.id)?.filePath
  return path ? `/media/demo/${path}` : null
}
const transcriptOf = (e: (typeof all)[number]) => {
  const path = rows.find((row) => row.id === e.id)?.transcriptPath
  return path ? `/media/demo/${path}` : null
}

test.each([
  ['free', (e: (typeof all)[number]) => e.free && !e.blackedOut],
  [
    'premium unlocked (authorized)',
    (e: (typeof all)[number]) => e.premium && e.authorized && !e.blackedOut,
  ],
])('a %s episode carries its file and plays, Range included', async (_, pick) => {
  const episode = all.find(pick)
  expect(episode?.url).toMatch(/^\/media\/demo\/podcasts\/.+\.mp3$/)
  expect(episode?.absoluteUrl).toMatch(/^http.+\.mp3$/)
  expect(Number(episode?.enclosureLength)).toBeGreaterThan(10_000)
  const whole = await provider.app.request(episode?.url ?? '')
  expect(whole.status).toBe(200)
  expect(whole.headers.get('cache-control')).toBe('public, max-age=3600')
  const part = await provider.app.request(episode?.url ?? '', { headers: { range: 'bytes=0-3' } })
  expect(part.status).toBe(206)
  // An MPEG audio frame's sync bits.
  expect(Buffer.from(await part.arrayBuffer()).readUInt16BE(0) >>> 5).toBe(0x7ff)
  // Its transcript beside it, named on the wire and served as WebVTT.
  expect(episode?.transcriptUrl).toBe(transcriptOf(episode ?? all[0]!))
  const transcript = await provider.app.request(episode?.transcriptUrl ?? '')
  expect(transcript.status).toBe(200)
  expect(transcript.headers.get('content-type')).toBe('text/vtt; charset=utf-8')
  expect((await transcript.text()).startsWith('WEBVTT\n')).toBe(true)
})

test.each([
  [
    'premium, not authorized',
    (e: (typeof all)[number]) => e.premium && !e.authorized && !e.blackedOut,
  ],
  [
    'sign-in only',
    (e: (typeof all)[number]) => e.authOnlyRequired && !e.authorized && !e.blackedOut,
  ],
  ['blacked out', (e: (typeof all)[number]) => e.blackedOut],
])(
  'a %s episode has no file URL and its audio and transcript answer 404 like an unknown file',
  async (_, pick) => {
    const episodes = all.filter(pick)
    expect(episodes.length).toBeGreaterThan(0)
    const unknown = await provider.app.request('/media/demo/podcasts/no-such-episode.mp3')
    expect(unknown.status).toBe(404)
    expect(unknown.headers.get('cache-control')).toBe('no-store')
    for (const episode of episodes) {
      expect([episode.url, episode.absoluteUrl, episode.fileName, episode.transcriptUrl]).toEqual([
        '',
        '',
        '',
        '',
      ])
      expect([episode.enclosureLength, episode.enclosureType]).toEqual(['0', ''])
      const audio = audioOf(episode)
      const transcript = transcriptOf(episode)
      // A blacked-out episode has no stored file at all; the locked ones do, and are refused.
      expect(audio === null).toBe(transcript === null)
      if (!audio || !transcript) continue
      const asks = [{}, { headers: { range: 'bytes=0-3' } }, { method: 'HEAD' }]
      for (const [path, init] of [audio, transcript].flatMap((p) =>
        asks.map((a) => [p, a] as const),
      )) {
        const refused = await provider.app.request(path, init)
        expect(refused.status).toBe(404)
        expect(refused.headers.get('cache-control')).toBe('no-store')
        if (init.method !== 'HEAD') {
          expect(await refused.json()).toMatchObject({
            error: { status: 404, message: 'Not found' },
          })
        }
      }
    }
    expect(episodes.some((e) => e.blackedOut) || episodes.some((e) => audioOf(e) !== null)).toBe(
      true,
    )
  },
)

test('each playable episode in the feed carries its WebVTT transcript (Podcasting 2.0)', async () => {
  const xml = await (await provider.get('/api/v2/Podcasts/rss')).text()
  expect(xml).toMatch(
    /^<rss version="2\.0" xmlns:podcast="https:\/\/podcastindex\.org\/namespace\/1\.0">/m,
  )
  const items = xml.match(/<item>.*?<\/item>/g) ?? []
  const transcripts = all.filter((e) => e.transcriptUrl)
  expect(transcripts.length).toBeGreaterThan(0)
  expect(items).toHaveLength(all.filter((e) => e.url).length)
  for (const episode of transcripts) {
    const item = items.find((text) => text.includes(`#episode-${episode.id}</guid>`))
    const origin = new URL(episode.absoluteUrl ?? '').origin
    expect(item).toContain(
      `<podcast:transcript url="${origin}${episode.transcriptUrl}" type="text/vtt" language="en" rel="captions"/>`,
    )
  }
  // A locked or blacked-out episode has no item, so no transcript either.
  expect(xml.match(/<podcast:transcript /g)).toHaveLength(transcripts.length)
})

test('the feed has no enclosure for a locked or blacked-out episode', async () => {
  const xml = await (await provider.get('/api/v2/Podcasts/rss')).text()
  for (const episode of all) {
    expect(xml.includes(`#episode-${episode.id}</guid>`)).toBe(
      !episode.blackedOut && (episode.free || episode.authorized),
    )
  }
})
