import { expect, test } from 'vitest'

import type { LocalDay } from '@fieldhouse/provider-client/dates'
import type { Loaded } from '@fieldhouse/provider-client/loaded'
import type { FileBody } from '@fieldhouse/provider-client/media-files'

import { ok, openLoggedClient } from './provider-process'

// Media through the client against a real reference-provider process (issue 19): documents,
// publications, podcasts, press clips, on this day, moments, sport files (public, hidden with the
// demo editor's token, protected with the demo code) and RSS. Every item must map: the client
// logs and drops one it cannot read, and nothing may be logged here.
const client = openLoggedClient()

const text = (body: FileBody, length: number) =>
  new TextDecoder().decode(body.bytes.subarray(0, length))

test('documents: a page, one by id, and its PDF from the provider’s /media', async () => {
  const api = client()
  const page = ok(await api.loadDocuments({ pageIndex: 0, pageSize: 100 }), 'documents')
  expect(page.items).toHaveLength(page.total)
  const [first] = page.items
  if (!first) throw new Error('no documents')
  expect(first.file).toMatch(/^\/media\/demo\/documents\/.+\.pdf$/)
  expect(`/media/demo/documents/${first.path}`).toBe(first.file)
  expect(ok(await api.loadDocument(first.id), 'document')).toEqual(first)
  expect(await api.loadDocument(999_999)).toEqual({ status: 'missing' })
  const pdf = ok(await api.loadMediaFile(first.file, { accept: 'application/pdf' }), 'pdf')
  expect(text(pdf, 4)).toBe('%PDF')
  expect(await api.loadMediaFile('/media/demo/documents/none.pdf')).toEqual({ status: 'missing' })
  const football = ok(
    await api.loadDocuments({ sportId: 10, pageIndex: 0, pageSize: 100 }),
    'football',
  )
  expect(football.items.every((document) => document.sportIds.includes(10))).toBe(true)
})

test('publications: the page, one by slug, and its PDF', async () => {
  const api = client()
  const publications = ok(await api.loadPublications(), 'publications')
  expect(publications.publications.length).toBeGreaterThan(0)
  const [first] = publications.publications
  if (!first) throw new Error('no publications')
  expect(first.cover).toMatch(/^\/images\/demo\//)
  expect(ok(await api.loadPublication(first.slug), 'publication')).toEqual(first)
  expect(await api.loadPublication('no-such-publication')).toEqual({ status: 'missing' })
  const pdf = ok(await api.loadMediaFile(first.file, { accept: 'application/pdf' }), 'pdf')
  expect(text(pdf, 4)).toBe('%PDF')
})

test('podcasts: episodes with their access flags, podcasts, filters, settings, feed, audio', async () => {
  const api = client()
  const episodes = ok(await api.loadPodcastEpisodes({ pageIndex: 0, pageSize: 100 }), 'episodes')
  expect(episodes.items).toHaveLength(episodes.total)
  const blackedOut = episodes.items.filter((episode) => episode.access.blackedOut)
  expect(blackedOut.length).toBeGreaterThan(0)
  for (const episode of blackedOut) {
    expect(episode.audio).toBeNull()
    expect(episode.access.blackedOutMessage).toBeTruthy()
  }
  // The demo covers every access case of SPEC 6.
  expect(
    episodes.items.some((episode) => !episode.access.free && episode.access.authOnlyRequired),
  ).toBe(true)
  expect(episodes.items.some((episode) => episode.access.premium)).toBe(true)
  const playable = episodes.items.find((episode) => episode.audio)
  if (!playable?.audio) throw new Error('no audio')
  expect(playable.audio.url).toMatch(/^\/media\/demo\/podcasts\//)
  const audio = ok(await api.loadMediaFile(playable.audio.url, { accept: 'audio/mpeg' }), 'audio')
  // An MPEG audio frame starts with eleven set sync bits.
  expect([audio.bytes[0], (audio.bytes[1] ?? 0) >>> 5]).toEqual([0xff, 0b111])

  const podcasts = ok(await api.loadPodcasts(), 'podcasts')
  const [podcast] = podcasts
  if (!podcast) throw new Error('no podcasts')
  expect(ok(await api.loadPodcast(podcast.id), 'podcast')).toEqual(podcast)
  expect(await api.loadPodcast(999_999)).toEqual({ status: 'missing' })
  const own = ok(
    await api.loadPodcastEpisodes({
      podcastId: podcast.id,
      search: 'episode',
      pageIndex: 0,
      pageSize: 100,
    }),
    'own episodes',
  )
  expect(own.items.length).toBeGreaterThan(0)
  expect(own.items.every((episode) => episode.podcast.id === podcast.id)).toBe(true)
  const filters = await api.getPodcastFilters()
  expect(filters.podcasts.map((option) => option.podcastId)).toEqual(podcasts.map((p) => p.id))
  expect(filters.sports.length).toBeGreaterThan(0)
  expect(await api.getPodcastSettings()).toMatchObject({ title: expect.any(String) })
  const feed = ok(await api.loadPodcastFeed(podcast.id), 'podcast feed')
  expect(text(feed, 200)).toContain('<rss')
  expect(await api.loadPodcastFeed(999_999)).toEqual({ status: 'missing' })
})

test('press clips: by type, season and year, one by id, and the filters', async () => {
  const api = client()
  const all = ok(await api.loadPressClips({ pageIndex: 0, pageSize: 100 }), 'clips')
  expect(all.items).toHaveLength(all.total)
  for (const clip of all.items) expect(clip.day, String(clip.id)).not.toBeNull()
  const coverage = ok(
    await api.loadPressClips({ type: 'coverage', pageIndex: 0, pageSize: 100 }),
    'coverage',
  )
  expect(coverage.items.length).toBeGreaterThan(0)
  expect(coverage.items.every((clip) => clip.type === 'coverage')).toBe(true)
  const [seasons, years] = await Promise.all([api.getPressClipSeasons(), api.getPressClipYears()])
  const season = seasons[0]
  const year = years[0]
  if (!season || !year) throw new Error('no filters')
  expect(season.title).toMatch(/^\d{4}-\d{2}$/)
  const inYear = ok(
    await api.loadPressClips({ year: year.year, pageIndex: 0, pageSize: 100 }),
    'year',
  )
  expect(inYear.items.every((clip) => clip.day?.startsWith(String(year.year)))).toBe(true)
  const inSeason = ok(
    await api.loadPressClips({ seasonYear: season.year, pageIndex: 0, pageSize: 100 }),
    'season',
  )
  expect(inSeason.items.length).toBeGreaterThan(0)
  const first = all.items[0]
  if (!first) throw new Error('no clips')
  expect(ok(await api.loadPressClip(first.id), 'clip')).toEqual(first)
  expect(await api.loadPressClip(999_999)).toEqual({ status: 'missing' })
})

test('on this day: stories, milestones, videos and games by year, newest first', async () => {
  const api = client()
  const kinds = new Set<string>()
  for (const [month, day] of [
    [11, 21],
    [3, 1],
    [1, 17],
    [12, 10],
  ] as const) {
    const years = ok(await api.loadOnThisDay({ month, day }), `on this day ${month}/${day}`)
    const order = years.map((entry) => entry.year)
    expect(order).toEqual([...order].sort((a, b) => b - a))
    const monthDay = `-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
    for (const entry of years) {
      for (const item of [...entry.stories, ...entry.videos, ...entry.games]) {
        expect(item.day.endsWith(monthDay)).toBe(true)
      }
      entry.stories.forEach((story) => kinds.add(story.kind))
      if (entry.videos.length) kinds.add('video')
      if (entry.games.length) kinds.add('game')
    }
  }
  expect([...kinds].sort()).toEqual(['game', 'milestone', 'story', 'video'])
  // A story of the day is found again by the day and slug the client answered.
  const [entry] = ok(await api.loadOnThisDay({ month: 11, day: 21 }), 'on this day')
  const story = entry?.stories.find((item) => item.kind === 'story')
  if (story?.kind !== 'story') throw new Error('no story')
  expect(ok(await api.loadStory(story.day, story.slug), 'story').headline).toBe(story.title)
})

test('moments: a page, by sport, one by id', async () => {
  const api = client()
  const page = ok(await api.loadMoments({ pageIndex: 0, pageSize: 100 }), 'moments')
  expect(page.items).toHaveLength(page.total)
  const [first] = page.items
  if (!first) throw new Error('no moments')
  expect(ok(await api.loadMoment(first.id), 'moment')).toEqual(first)
  expect(await api.loadMoment(999_999)).toEqual({ status: 'missing' })
  const sport = ok(
    await api.loadMoments({ sportId: first.sport.id, pageIndex: 0, pageSize: 100 }),
    'sport',
  )
  expect(sport.items.every((moment) => moment.sport.id === first.sport.id)).toBe(true)
})

test('sport files: public, hidden for the demo editor, protected with the demo code', async () => {
  const api = client()
  const page = ok(await api.loadSportFiles({ pageIndex: 0, pageSize: 100 }), 'sport files')
  expect(page.items.every((file) => file.access === 'public')).toBe(true)
  const [first] = page.items
  if (!first) throw new Error('no sport files')
  const key = { day: first.day, fileName: first.fileName }
  expect(ok(await api.loadSportFile(key), 'sport file')).toEqual(first)
  const bytes = ok(await api.loadSportFileBytes(key), 'sport file bytes')
  expect(text(bytes, 4)).toBe('%PDF')
  expect(bytes.bytes.byteLength).toBe(first.size)

  // The demo's protected file: baseball's team-travel-packet.pdf (packages/contract README).
  const packet = await findFile('team-travel-packet.pdf')
  expect(packet.access).toBe('protected')
  const packetKey = { day: packet.day, fileName: packet.fileName }
  expect(await api.loadSportFile(packetKey)).toEqual({ status: 'missing' })
  expect(ok(await api.loadProtectedSportFile(packetKey, 'owls-travel-2026'), 'protected')).toEqual(
    packet,
  )
  const packetBytes = ok(
    await api.loadProtectedSportFileBytes(packetKey, 'owls-travel-2026'),
    'bytes',
  )
  expect(text(packetBytes, 4)).toBe('%PDF')
  expect(await api.loadProtectedSportFile(packetKey, 'wrong-code')).toEqual({ status: 'refused' })
  expect(await api.loadProtectedSportFileBytes(packetKey, 'wrong-code')).toEqual({
    status: 'refused',
  })
  expect(await api.loadProtectedSportFile(packetKey, '')).toEqual({ status: 'refused' })

  const draft = await findFile('travel-itinerary-draft.pdf')
  expect(draft.access).toBe('hidden')
  const draftKey = { day: draft.day, fileName: draft.fileName }
  expect(await api.loadSportFile(draftKey)).toEqual({ status: 'missing' })
  // Not a protected file: any code is refused, so a guess never learns that a file exists.
  expect(await api.loadProtectedSportFile(draftKey, 'owls-travel-2026')).toEqual({
    status: 'refused',
  })
  const draftBytes = ok(await api.loadHiddenSportFileBytes(draftKey, token), 'hidden bytes')
  expect(text(draftBytes, 4)).toBe('%PDF')
  expect(await api.signOut(token)).toEqual({ status: 'ok' })
  expect(await api.loadHiddenSportFile(draftKey, token)).toEqual({ status: 'signed-out' })
  expect(await api.loadHiddenSportFileBytes(draftKey, token)).toEqual({ status: 'signed-out' })
})

let token = ''
// The editor sees every file under /Hidden; the hidden and protected ones are found by name
// among the days the public list covers (the seed dates them all back from its clock).
async function findFile(fileName: string) {
  const api = client()
  if (!token) {
    const signedIn = await api.signIn({
      email: 'editor@northfield-state.example',
      password: 'owls-preview-2026',
    })
    if (signedIn.status !== 'ok') throw new Error(`sign-in answered ${signedIn.status}`)
    token = signedIn.value.token
  }
  for (let offset = 0; offset < 400; offset++) {
    const day = new Date(Date.UTC(2026, 11, 12 - offset)).toISOString().slice(0, 10) as LocalDay
    const result = await api.loadHiddenSportFile({ day, fileName }, token)
    if (result.status === 'ok') return result.value
    if (result.status !== 'missing') throw new Error(`hidden sport file answered ${result.status}`)
  }
  throw new Error(`no ${fileName}`)
}

test('rss: the feeds and a sport’s feed', async () => {
  const api = client()
  const feeds = ok(await api.loadRssFeeds(), 'feeds')
  const [first] = feeds
  if (!first) throw new Error('no feeds')
  expect(feeds.map((feed) => feed.rank)).toEqual(feeds.map((_, index) => index + 1))
  const xml = ok(await api.loadRssFeed(first.sportId), 'feed')
  expect(text(xml, xml.bytes.byteLength)).toContain(`<title>${first.sportTitle} News</title>`)
  expect(text(ok(await api.loadRssFeed(), 'all news'), 200)).toContain('<rss')
  expect(await api.loadRssFeed(999_999)).toEqual({ status: 'missing' })
})
