import { expect, test } from 'vitest'

import type { Loaded } from '@fieldhouse/provider-client/loaded'
import type { Page } from '@fieldhouse/provider-client/page'
import type { Story, StorySummary } from '@fieldhouse/provider-client/story'

import { ok, openLoggedClient } from './provider-process'

// Stories, archives, tags and series through the client against a real reference-provider
// process (issue 19): every list item must map (the client logs and drops one it cannot read,
// and nothing may be logged here), a story must be found again by the day and slug the client
// answered (the website's /news addresses are built from them), and the lists must agree.
const client = openLoggedClient()

// Every page of an offset-paged list, checking that no item was left out.
async function readAll<T>(read: (pageIndex: number) => Promise<Loaded<Page<T>>>): Promise<T[]> {
  const items: T[] = []
  for (let pageIndex = 0; ; pageIndex++) {
    const page = ok(await read(pageIndex), `page ${pageIndex}`)
    items.push(...page.items)
    if (pageIndex + 1 >= page.pages) {
      expect(items.length).toBe(page.total)
      return items
    }
  }
}

// What the story page adds to the list's summary.
function summaryOf(story: Story): StorySummary {
  const {
    body,
    links,
    alternateImage,
    titleInRotator,
    template,
    metaDescription,
    metaKeywords,
    writer,
    galleryId,
    ...summary
  } = story
  return summary
}

test('every story maps, and the newest fifty are found again by their day and slug', async () => {
  const api = client()
  const stories = await readAll((pageIndex) => api.loadStories({ pageIndex, pageSize: 100 }))
  expect(stories.length).toBeGreaterThan(500)
  // Newest first, by the day the client read.
  const days = stories.map((story) => story.day)
  expect(days).toEqual([...days].sort().reverse())
  for (const summary of stories.slice(0, 50)) {
    const story = ok(await api.loadStory(summary.day, summary.slug), `story ${summary.id}`)
    expect(summaryOf(story)).toEqual(summary)
    expect(story.body, String(summary.id)).not.toBeNull()
  }
  const kinds = new Set<string>()
  for (const summary of stories.filter((story) => story.type === 'recap').slice(0, 20)) {
    const story = ok(await api.loadStory(summary.day, summary.slug), `story ${summary.id}`)
    if (story.body?.type === 'blocks') story.body.blocks.forEach((block) => kinds.add(block.type))
    else kinds.add(story.body?.type ?? 'none')
  }
  // HTML and block-built bodies both come through, blocks of several kinds.
  expect(kinds).toContain('html')
  expect(kinds).toContain('text')
  expect(kinds.size).toBeGreaterThan(3)
  // A day without that story, and a slug that names none.
  const first = stories[0]
  if (!first) throw new Error('no stories')
  expect(await api.loadStory(first.day, `${first.slug}-nope`)).toEqual({ status: 'missing' })
}, 60_000)

test('a sport’s stories, their games and related stories agree with the rest', async () => {
  const api = client()
  const football = await readAll((pageIndex) =>
    api.loadStories({ sportId: 10, pageIndex, pageSize: 50 }),
  )
  expect(football.length).toBeGreaterThan(10)
  expect(new Set(football.map((story) => story.sport?.globalSportNameSlug))).toEqual(
    new Set(['football']),
  )
  const recaps = football.filter((story) => story.gameIds.length > 0).slice(0, 10)
  const games = await api.getStoryGames(recaps.map((story) => story.id))
  for (const story of recaps) {
    expect(games[story.id]?.map((game) => game.id)).toEqual(story.gameIds)
    for (const game of games[story.id] ?? []) {
      // The same Game as the game center's.
      expect(game).toEqual(ok(await api.loadGame(game.id), `game ${game.id}`))
    }
  }
  const story = recaps[0]
  if (!story) throw new Error('no recap')
  const related = await api.getRelatedStories(story.id, null, { count: 5 })
  expect(related).toHaveLength(5)
  const ids = new Set(football.map((item) => item.id))
  for (const item of related) {
    expect(item.id).not.toBe(story.id)
    expect(ids.has(item.id)).toBe(true)
  }
  expect(await api.getStorySettings()).toMatchObject({ defaultTemplate: 'default' })
})

test('the archive filters by sport, season and text, as the stories say it should', async () => {
  const api = client()
  const seasons = await api.getArchiveSeasons()
  expect(seasons).toContainEqual({ year: 2026, title: '2026-27' })
  const sports = await api.getArchiveSports()
  expect(sports).toContainEqual({ sportId: 10, title: 'Football', shortName: 'football' })

  const query = { sportId: 10, seasonYear: 2026, search: 'Rolls' }
  const archive = await readAll((pageIndex) =>
    api.loadArchives({ ...query, pageIndex, pageSize: 10 }),
  )
  const football = await readAll((pageIndex) =>
    api.loadStories({ sportId: 10, pageIndex, pageSize: 100 }),
  )
  // The season is 1 July 2026 to 30 June 2027; the text is in the headline, sub-headline or teaser.
  const expected = football.filter(
    (story) =>
      story.day >= '2026-07-01' &&
      story.day <= '2027-06-30' &&
      [story.headline, story.subHeadline, story.teaser].some((text) =>
        text?.toLowerCase().includes('rolls'),
      ),
  )
  expect(archive.length).toBeGreaterThan(0)
  expect(archive.map((item) => item.id)).toEqual(expected.map((story) => story.id))
  for (const [index, item] of archive.entries()) {
    const story = expected[index]
    expect(item).toMatchObject({
      headline: story?.headline,
      day: story?.day,
      postedAt: story?.postedAt,
      slug: story?.slug,
      image: { url: story?.image?.url },
      sport: { title: 'Football', shortName: 'football' },
    })
  }
})

test('tags list their stories, each a published story with the tag', async () => {
  const api = client()
  const tags = ok(await api.loadTags(), 'tags')
  const academics = tags.find((tag) => tag.slug === 'academics')
  if (!academics) throw new Error('no academics tag')
  expect(academics.count).toBeGreaterThan(0)
  const tagged = await readAll((pageIndex) =>
    api.loadTagContent(academics.slug, { pageIndex, pageSize: 2 }),
  )
  expect(tagged).toHaveLength(academics.count)
  for (const item of tagged) {
    expect(item.tags.map((tag) => tag.slug)).toContain('academics')
    expect(item.isHidden).toBe(false)
    const story = ok(await api.loadStory(item.day, item.slug), `tagged story ${item.id}`)
    expect(story.headline).toBe(item.headline)
  }
  const sports = await api.getTagFilters(academics.slug)
  expect(sports.map((sport) => sport.title).sort()).toEqual(
    [...new Set(tagged.map((item) => item.sport?.title))].sort(),
  )
  expect(await api.loadTagContent('no-such-tag', { pageIndex: 0, pageSize: 10 })).toEqual({
    status: 'missing',
  })
})

test('the story pages’ tag index: the newest tagged stories, each with the tags its tags’ lists give', async () => {
  const api = client()
  const index = await api.getStoryTagIndex()
  // Four pages of fifty: the demo has more tagged stories than that.
  expect(index.size).toBe(200)
  const recaps = ok(
    await api.loadTagContent('game-recap', { pageIndex: 0, pageSize: 20 }),
    'recaps',
  )
  for (const recap of recaps.items) {
    expect(index.get(recap.id)?.map((tag) => tag.slug)).toEqual(recap.tags.map((tag) => tag.slug))
  }
})

test('series: the menu, each series, and the videos stories embed (or the all-access library)', async () => {
  const api = client()
  const titles = await api.getSeriesTitles()
  const all = ok(await api.loadAllSeries(), 'series')
  expect(titles.map((title) => title.id)).toEqual(all.map((series) => series.id))
  for (const series of all) {
    expect(ok(await api.loadSeries(series.id), `series ${series.id}`)).toEqual(series)
    expect(series.episodes.length).toBeGreaterThan(0)
  }
  const videoIds = new Set(all.flatMap((series) => series.episodes.map((e) => e.video.id)))
  const page = ok(await api.loadStories({ pageIndex: 0, pageSize: 100 }), 'stories')
  const embedded = page.items.flatMap((story) => (story.video ? [story.video] : []))
  expect(embedded.length).toBeGreaterThan(0)
  // A story's archive id is a series episode's or an all-access item's (issue 35).
  for (const video of embedded) {
    const id = String(video.archiveId)
    if (videoIds.has(id)) continue
    expect(ok(await api.loadAllAccessVideo(id), `all-access ${id}`).id).toBe(id)
  }
  expect(await api.loadSeries(999_999)).toEqual({ status: 'missing' })
})

test('the demo editor reads drafts: hidden archives and hidden stories, by id or address', async () => {
  const api = client()
  const signedIn = await api.signIn({
    email: 'editor@northfield-state.example',
    password: 'owls-preview-2026',
  })
  if (signedIn.status !== 'ok') throw new Error(`sign-in answered ${signedIn.status}`)
  const { token } = signedIn.value
  const drafts = ok(
    await api.loadHiddenArchives(token, { pageIndex: 0, pageSize: 20 }),
    'hidden archives',
  )
  expect(drafts.items.length).toBeGreaterThan(0)
  expect(drafts.items).toHaveLength(drafts.total)
  for (const draft of drafts.items) {
    const byId = ok(await api.loadHiddenStory(draft.id, token), `draft ${draft.id}`)
    const byAddress = await api.loadHiddenStory({ day: draft.day, slug: draft.slug }, token)
    expect(byAddress).toEqual({ status: 'ok', value: byId })
    expect(byId).toMatchObject({ headline: draft.headline, day: draft.day, slug: draft.slug })
    expect(byId.body).not.toBeNull()
    // Unpublished: the public call does not know it.
    expect(await api.loadStory(draft.day, draft.slug)).toEqual({ status: 'missing' })
  }
  expect(await api.signOut(token)).toEqual({ status: 'ok' })
  const draft = drafts.items[0]
  if (!draft) throw new Error('no draft')
  expect(await api.loadHiddenStory(draft.id, token)).toEqual({ status: 'signed-out' })
  expect(await api.loadHiddenArchives(token, { pageIndex: 0, pageSize: 20 })).toEqual({
    status: 'signed-out',
  })
})
