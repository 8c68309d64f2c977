import { afterEach, expect, test, vi } from 'vitest'

import type { Sport } from '@fieldhouse/provider-client/sports'

import { provider } from '~/utils/provider.server'

import { gatherDocuments, gatherMedia } from './sitemap-media.server'

afterEach(() => {
  vi.restoreAllMocks()
})

const signal = new AbortController().signal
const ok = <T>(value: T) => ({ status: 'ok' as const, value })
const page = <T>(items: T[], pages = 1) => ok({ items, pages, total: items.length } as never)
const sports = [
  { id: 1, title: 'Football', globalSportNameSlug: 'football' },
  { id: 2, title: 'Golf', globalSportNameSlug: 'golf' },
] as Sport[]

function stubMedia() {
  vi.spyOn(provider, 'loadTags').mockResolvedValue(
    ok([
      { slug: 'Signing-Day', active: true },
      { slug: 'old-news', active: false },
      { slug: 'not a slug', active: true },
    ] as never),
  )
  vi.spyOn(provider, 'loadAllSeries').mockResolvedValue(
    ok([
      { title: 'Owl Access', slug: null, episodes: [{ day: '2026-03-01' }, { day: '2026-04-02' }] },
      { title: 'Bad', slug: 'bad slug!', episodes: [] },
    ] as never),
  )
  vi.spyOn(provider, 'loadPublications').mockResolvedValue(
    ok({
      publications: [
        { slug: 'football-guide-2026', day: '2026-08-01' },
        { slug: 'Mixed-Case', day: '2026-09-01' },
      ],
    } as never),
  )
  vi.spyOn(provider, 'loadMoments').mockImplementation(async (query) =>
    query.sportId === 2 ? page([]) : page([{ day: '2026-05-06' }]),
  )
  vi.spyOn(provider, 'loadPressClips').mockImplementation(async (query) =>
    query.type === 'clipping' ? page([{ day: '2026-02-03' }]) : page([]),
  )
  vi.spyOn(provider, 'getSiteSettings').mockResolvedValue(null)
  return vi.spyOn(provider, 'loadOnThisDay').mockResolvedValue(ok([]))
}

test('the media pages at their default addresses, dated where the provider gives a day', async () => {
  stubMedia()
  expect(await gatherMedia(sports, signal)).toEqual([
    { path: '/tags' },
    { path: '/tags/signing-day' },
    { path: '/tags/old-news' },
    { path: '/series/owl-access', lastModified: '2026-04-02' },
    { path: '/publications', lastModified: '2026-09-01' },
    { path: '/publications/football-guide-2026', lastModified: '2026-08-01' },
    { path: '/moments', lastModified: '2026-05-06' },
    // Golf has no moments: its page would be empty.
    { path: '/sports/football/moments', lastModified: '2026-05-06' },
    { path: '/clippings', lastModified: '2026-02-03' },
    { path: '/coverage', lastModified: null },
    { path: '/on-this-day' },
  ])
})

test('a list the provider cannot answer leaves its pages out, and only those', async () => {
  stubMedia().mockResolvedValue({ status: 'unavailable' })
  vi.spyOn(provider, 'loadTags').mockResolvedValue({ status: 'unavailable' })
  vi.spyOn(provider, 'loadMoments').mockResolvedValue({ status: 'unavailable' })
  const paths = (await gatherMedia(sports, signal)).map((entry) => entry.path)
  expect(paths).not.toContain('/tags')
  expect(paths).not.toContain('/on-this-day')
  expect(paths.some((path) => path.includes('moments'))).toBe(false)
  expect(paths).toContain('/publications')
  expect(paths).toContain('/clippings')
})

test('documents: the files the site serves itself, every page of the list', async () => {
  const load = vi.spyOn(provider, 'loadDocuments').mockImplementation(async (query) =>
    query.pageIndex === 0
      ? page(
          [
            { path: '2026/1/2/policy.pdf', file: '/media/demo/policy.pdf', day: '2026-01-02' },
            {
              path: '2026/1/3/elsewhere.pdf',
              file: 'https://cdn.example/x.pdf',
              day: '2026-01-03',
            },
            { path: '2026/../secret.pdf', file: '/media/demo/secret.pdf', day: '2026-01-04' },
          ],
          2,
        )
      : page(
          [{ path: '2026/2/1/game notes.pdf', file: '/media/demo/notes.pdf', day: '2026-02-01' }],
          2,
        ),
  )
  expect(await gatherDocuments(signal)).toEqual([
    { path: '/documents/2026/1/2/policy.pdf', lastModified: '2026-01-02' },
    { path: '/documents/2026/2/1/game notes.pdf', lastModified: '2026-02-01' },
  ])
  expect(load).toHaveBeenCalledTimes(2)
})

test('documents: none when the provider cannot answer', async () => {
  vi.spyOn(provider, 'loadDocuments').mockResolvedValue({ status: 'unavailable' })
  expect(await gatherDocuments(signal)).toEqual([])
})
