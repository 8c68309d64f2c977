import { afterEach, expect, test, vi } from 'vitest'

import type { Sport } from '@fieldhouse/provider-client/sports'
import type { StorySummary } from '@fieldhouse/provider-client/story'

import { statusOf } from '~/test-support/status-of'
import { provider } from '~/utils/provider.server'

import { loadArchivesPage, type ArchiveQuery } from './archives.server'

const sport = (id: number, slug: string, nonSport = false) =>
  ({
    id,
    title: slug,
    shortName: slug.slice(0, 4),
    globalSportNameSlug: slug,
    globalSportShortName: null,
    nonSport,
  }) as Sport

const story = {
  id: 1,
  headline: 'Owls win',
  day: '2026-09-05',
  slug: 'owls-win',
  teaser: 'A teaser that runs on for well over fifty characters in all.',
  sport: { id: null, title: 'Football', shortName: 'fball', globalSportNameSlug: null },
  image: null,
} as unknown as StorySummary

const none: ArchiveQuery = { season: null, sport: null, q: null, page: null }
const signal = new AbortController().signal

function stub(pages = 3) {
  vi.spyOn(provider, 'loadSports').mockResolvedValue({
    status: 'ok',
    value: [sport(10, 'football'), sport(36, 'general', true)],
  })
  vi.spyOn(provider, 'getSports').mockResolvedValue([sport(10, 'football')])
  vi.spyOn(provider, 'getArchiveSeasons').mockResolvedValue([{ year: 2025, title: '2025-26' }])
  vi.spyOn(provider, 'getArchiveSports').mockResolvedValue([
    { sportId: 10, title: 'Football', shortName: 'football' },
    { sportId: 99, title: 'Unknown', shortName: null },
  ])
  return vi
    .spyOn(provider, 'loadArchives')
    .mockResolvedValue({ status: 'ok', value: { items: [story], total: 25, page: 0, pages } })
}

afterEach(() => {
  vi.restoreAllMocks()
})

test('the site-wide archive asks one page and sends cards, filters and menus', async () => {
  const call = stub()
  const page = await loadArchivesPage(
    null,
    '/archives',
    { ...none, q: ' owls ', page: '2' },
    signal,
  ).catch((thrown: unknown) => thrown)
  // ' owls ' is another spelling of 'owls'.
  expect(page).toBeInstanceOf(Response)
  expect((page as Response).headers.get('Location')).toBe('/archives?page=2&q=owls')

  const loaded = await loadArchivesPage(
    null,
    '/archives',
    { ...none, q: 'owls', page: '2' },
    signal,
  )
  expect(call.mock.calls.at(-1)?.[0]).toEqual({
    sportId: undefined,
    seasonYear: undefined,
    search: 'owls',
    pageIndex: 1,
    pageSize: 10,
  })
  expect(loaded).toMatchObject({
    path: '/archives',
    filters: { season: null, sport: null, q: 'owls', page: 2 },
    seasons: [{ value: '2025-26', label: '2025-26' }],
    sports: [{ value: 'football', label: 'Football' }],
    firstPosition: 11,
    stories: [
      {
        path: '/news/2026/9/5/owls-win',
        sport: 'Football',
        teaser: 'A teaser that runs on for well over fifty characte...',
      },
    ],
  })
})

test('a long search is cut to what the provider takes before it is asked', async () => {
  stub()
  const thrown = await loadArchivesPage(
    null,
    '/archives',
    { ...none, q: 'a'.repeat(300) },
    signal,
  ).catch((error: unknown) => error)
  expect((thrown as Response).headers.get('Location')).toBe(`/archives?q=${'a'.repeat(100)}`)
})

test.each<[Partial<ArchiveQuery>, number | undefined]>([
  [{ season: 'abc' }, 404],
  [{ season: '1990-91' }, 404],
  [{ page: '0' }, 404],
  [{ page: '4' }, 404],
  [{ sport: 'nope' }, 404],
  [{ sport: 'football' }, 301],
  [{ sport: 'general' }, 200],
  [{ season: '2025-26', page: '3' }, 200],
])('the site-wide archive asked %j answers %j', async (query, status) => {
  stub()
  expect(await statusOf(loadArchivesPage(null, '/archives', { ...none, ...query }, signal))).toBe(
    status,
  )
})

test('an outage is a 503, never a 404', async () => {
  stub()
  vi.spyOn(provider, 'loadArchives').mockResolvedValue({ status: 'unavailable' })
  expect(await statusOf(loadArchivesPage(null, '/archives', none, signal))).toBe(503)
})

test('a sport archive filters by the sport and moves another spelling of its path', async () => {
  const call = stub()
  const football = sport(10, 'football')
  await loadArchivesPage(football, '/sports/football/archives', none, signal)
  expect(call.mock.calls.at(-1)?.[0]).toMatchObject({ sportId: 10 })
  expect(await statusOf(loadArchivesPage(football, '/sports/fball/archives', none, signal))).toBe(
    301,
  )
})
