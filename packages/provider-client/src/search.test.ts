import { expect, test } from 'vitest'
import { createTestClient } from './test-client'
import { jsonResponse } from './fake-fetch'
import { toSnippetRuns } from './search'

const setup = createTestClient

const sport = { id: 10, title: 'Football', globalSportNameSlug: 'football' }

test.each([
  [
    'Owls \u0002win\u0003 at \u0002home\u0003',
    [
      { text: 'Owls ', match: false },
      { text: 'win', match: true },
      { text: ' at ', match: false },
      { text: 'home', match: true },
    ],
  ],
  ['no match', [{ text: 'no match', match: false }]],
  ['\u0003stray\u0002', [{ text: 'stray', match: false }]],
  ['', []],
])('%j reads as runs', (snippet, runs) => {
  expect(toSnippetRuns(snippet)).toEqual(runs)
})

test('hits answer their data, days read in the tenant zone; a malformed hit is left out', async () => {
  const { client, requests, logger } = setup(async () =>
    jsonResponse({
      items: [
        {
          kind: 'story',
          id: 1,
          title: 'Owls win',
          snippet: '\u0002Owls\u0003 win',
          sport,
          date: '2026-11-02T21:00:00',
          slug: 'owls-win',
        },
        {
          kind: 'player',
          id: 2,
          title: 'Jo Doe',
          snippet: '',
          sport,
          firstName: 'Jo',
          lastName: 'Doe',
          imagePath: 'images/jo.png',
        },
        {
          kind: 'game',
          id: 3,
          title: 'Football vs Bluff City',
          snippet: '',
          sport,
          date: 'TBA',
          season: '2026-27',
          opponent: 'Bluff City',
          hasBoxScore: false,
        },
        { kind: 'page', id: 4, title: 'Tickets', snippet: '', sport: null, url: '/tickets' },
        { kind: 'story', id: 5, title: 'No day', snippet: '', sport, date: 'soon', slug: 'x' },
        { kind: 'planet', id: 6 },
      ],
      total: 6,
      page: 0,
      pages: 1,
      groups: [
        { kind: 'story', total: 2 },
        { kind: 'player', total: 1 },
      ],
    }),
  )
  const loaded = await client.loadSearchResults({ text: 'owls', pageIndex: 0, pageSize: 10 })
  expect(requests[0]?.url.pathname).toBe('/api/v2/Search')
  expect(Object.fromEntries(requests[0]?.url.searchParams ?? [])).toEqual({
    searchText: 'owls',
    $pageIndex: '0',
    $pageSize: '10',
  })
  if (loaded.status !== 'ok') throw new Error(loaded.status)
  expect(loaded.value.items.map((hit) => hit.kind)).toEqual(['story', 'player', 'game', 'page'])
  expect(loaded.value.items[0]).toMatchObject({ day: '2026-11-02', slug: 'owls-win' })
  expect(loaded.value.items[1]).toMatchObject({ image: '/images/jo.png' })
  expect(loaded.value.items[2]).toMatchObject({ day: null })
  expect(loaded.value.groups).toEqual([
    { kind: 'story', total: 2 },
    { kind: 'player', total: 1 },
  ])
  expect(logger.records.filter((record) => record.level === 'error')).toHaveLength(2)
})

test('a failing or refusing provider is unavailable', async () => {
  const { client } = setup(async () => jsonResponse({ message: 'no' }, 400))
  expect(
    (await client.loadSearchResults({ text: 'x', kind: 'story', pageIndex: 0, pageSize: 10 }))
      .status,
  ).toBe('unavailable')
})

test('a spoken match answers its moment; an episode its podcast and audio (issue 35)', async () => {
  const { client } = setup(async () =>
    jsonResponse({
      items: [
        {
          kind: 'episode',
          id: 7,
          title: 'Inside the academic center',
          snippet: '\u0002Tutors\u0003 after road trips.',
          sport: null,
          podcastId: 3,
          podcastSlug: 'owls-insider',
          podcastTitle: 'Owls Insider',
          audioUrl: '/media/demo/podcasts/academic-center.mp3',
          start: 17.902,
        },
        { kind: 'video', id: 15101, title: 'Senior day', snippet: '', sport, start: null },
        { kind: 'video', id: 15102, title: 'Bad start', snippet: '', sport, start: -1 },
      ],
      total: 3,
      page: 0,
      pages: 1,
      groups: [
        { kind: 'episode', total: 1 },
        { kind: 'video', total: 2 },
      ],
    }),
  )
  const loaded = await client.loadSearchResults({ text: 'tutors', pageIndex: 0, pageSize: 10 })
  if (loaded.status !== 'ok') throw new Error(loaded.status)
  expect(loaded.value.items).toEqual([
    expect.objectContaining({
      kind: 'episode',
      podcast: { id: 3, title: 'Owls Insider', slug: 'owls-insider' },
      audioUrl: '/media/demo/podcasts/academic-center.mp3',
      start: 17.902,
    }),
    expect.objectContaining({ kind: 'video', id: 15101, start: null }),
  ])
})
