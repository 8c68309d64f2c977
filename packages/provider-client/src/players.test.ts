import { expect, test } from 'vitest'
import { createTestClient, type TestHandler } from './test-client'
import { emptyResponse, jsonResponse } from './fake-fetch'
import { wirePlayer } from './rosters-fixtures'

const setup = (handler: TestHandler) => createTestClient(handler, { cache: false })

const wireBio = wirePlayer(7, {
  latestRosterPlayerId: 9,
  rosterDisplayTitle: "2025 Men's Soccer Roster",
  seasonSlug: '2025',
  bio: '<p><strong>2025:</strong> Started.</p>',
  rankedBioFields: [
    { label: 'Height', value: '6-1', bioField: 'height', rank: 2 },
    { label: 'Position', value: 'Goalkeeper', bioField: 'rp_position_long', rank: 1 },
    { label: 'Major', value: '', bioField: 'player_major', rank: 3 },
  ],
  historicalFields: [
    {
      rosterPlayerId: 9,
      image: null,
      season: '2026',
      year: 2026,
      weight: 180,
      weightTrend: 1,
      heightFeet: 6,
      heightInches: 1,
      height: '6-1',
      heightTrend: 0,
      position: 'Goalkeeper',
      jerseyNumber: '',
      academicYear: 'Redshirt Sophomore',
      isCaptain: false,
    },
  ],
  settings: { showXmlStatsOnRpPage: true, showHistoricalInfoOnRpPage: true },
  statsSeasons: [{ season: '2025', year: 2025, rosterPlayerId: 7 }],
})

test('a bio maps the ranked fields in order, the history and the stats seasons', async () => {
  const { client, requests } = setup(async () => jsonResponse(wireBio))
  const result = await client.loadPlayerBio(7)
  expect(requests[0]?.url.pathname).toBe('/api/v2/Players/roster/bio/7')
  expect(result.status).toBe('ok')
  if (result.status !== 'ok') return
  expect(result.value).toMatchObject({
    rosterPlayerId: 7,
    latestRosterPlayerId: 9,
    jerseyNumber: '00',
    bio: '<p><strong>2025:</strong> Started.</p>',
    bioFields: [
      { label: 'Position', value: 'Goalkeeper' },
      { label: 'Height', value: '6-1' },
    ],
    rosterTitle: "2025 Men's Soccer Roster",
    seasonTitle: '2025',
    showStats: true,
    statsSeasons: [{ season: '2025', year: 2025, rosterPlayerId: 7 }],
  })
  expect(result.value.history).toEqual([
    {
      rosterPlayerId: 9,
      season: '2026',
      year: 2026,
      jerseyNumber: null,
      position: 'Goalkeeper',
      academicYear: 'Redshirt Sophomore',
      heightFeet: 6,
      heightInches: 1,
      weight: 180,
      isCaptain: false,
      image: null,
    },
  ])
})

test('a withheld bio has no text', async () => {
  const { client } = setup(async () => jsonResponse({ ...wireBio, hideBio: true }))
  const result = await client.loadPlayerBio(7)
  expect(result.status === 'ok' && result.value.bio).toBeNull()
})

test.each([
  ['204', () => emptyResponse(204), 'missing'],
  ['404', () => emptyResponse(404), 'missing'],
  ['503', () => emptyResponse(503), 'unavailable'],
])('a bio answered with %s is %s', async (_name, answer, status) => {
  const { client } = setup(async () => answer())
  expect((await client.loadPlayerBio(7)).status).toBe(status)
})

test('history asks with the provider’s names and maps each person', async () => {
  const { client, requests } = setup(async () =>
    jsonResponse({
      items: [
        {
          playerId: 1,
          firstName: 'A',
          lastName: 'Bee',
          seasons: '2025, 2026',
          rosterPlayerId: 4,
          sportName: 'Baseball',
          sportSlug: 'baseball',
          image: null,
          sportId: 13,
        },
      ],
      total: 1,
      page: 0,
      pages: 1,
    }),
  )
  const result = await client.loadPlayerHistory({ sportId: 13, lastNameStart: 'B' })
  expect(requests[0]?.url.search).toBe('?$pageIndex=0&$pageSize=50&SportId=13&lastNameStart=B')
  expect(result).toEqual({
    status: 'ok',
    value: {
      players: [
        {
          playerId: 1,
          rosterPlayerId: 4,
          firstName: 'A',
          lastName: 'Bee',
          seasons: '2025, 2026',
          sportId: 13,
          sportTitle: 'Baseball',
          globalSportNameSlug: 'baseball',
          image: null,
        },
      ],
      total: 1,
      page: 0,
      pages: 1,
    },
  })
})

test('search maps results, skips blank text and degrades to nobody', async () => {
  const { client, requests } = setup(async () =>
    jsonResponse([
      {
        id: 4,
        text: 'A Bee',
        imagePath: '',
        sportTitle: 'Baseball',
        url: '/sports/baseball/roster/a-bee/4',
      },
    ]),
  )
  expect(await client.searchPlayers('  ')).toEqual([])
  expect(requests).toHaveLength(0)
  expect(await client.searchPlayers('bee')).toEqual([
    {
      rosterPlayerId: 4,
      name: 'A Bee',
      image: null,
      sportTitle: 'Baseball',
      globalSportNameSlug: 'baseball',
    },
  ])
  const failing = setup(async () => emptyResponse(500))
  expect(await failing.client.searchPlayers('bee')).toEqual([])
})
