import { expect, test } from 'vitest'
import { createTestClient, type TestHandler } from './test-client'
import { emptyResponse, jsonResponse } from './fake-fetch'
import { wireRoster } from './rosters-fixtures'

const setup = (handler: TestHandler) => createTestClient(handler, { cache: false })

test('a roster maps to the entity: players with the client names, coaches, columns', async () => {
  const { client, requests } = setup(async () => jsonResponse(wireRoster))
  const result = await client.loadSportRoster('mens-soccer', '2026')
  expect(`${requests[0]?.url.pathname}${requests[0]?.url.search}`).toBe(
    '/api/v2/Rosters/bySport/mens-soccer?season=2026',
  )
  expect(result.status).toBe('ok')
  if (result.status !== 'ok') return
  const roster = result.value
  expect(roster).toMatchObject({
    id: 1015,
    displayTitle: "2026 Men's Soccer Roster",
    note: null,
    season: { id: 3015, title: '2026' },
    sport: { id: 15, globalSportNameSlug: 'mens-soccer' },
    displayFields: [
      { title: 'No.', description: 'Jersey Number', field: 'roster_jerseynum' },
      { title: 'Ht.', description: 'Height', field: 'height' },
    ],
  })
  expect(roster.players[0]).toEqual({
    rosterPlayerId: 1,
    playerId: 501,
    latestRosterPlayerId: 1,
    firstName: 'Jamie',
    lastName: "O'Neil",
    jerseyNumber: '00',
    positionShort: 'GK',
    positionLong: 'Goalkeeper',
    academicYearShort: 'R-Fr.',
    academicYearLong: 'Redshirt Freshman',
    academicYearNumber: 9,
    hometown: 'Eden Prairie, Minn.',
    highSchool: 'Eden Prairie HS',
    previousSchool: null,
    major: null,
    heightFeet: 6,
    heightInches: 1,
    weight: 175,
    image: { url: '/images/demo/x.svg', alt: 'Jamie' },
    socialMedia: [
      { platform: 'Instagram', userName: 'jamie1', url: 'https://www.instagram.com/jamie1' },
    ],
    isCaptain: true,
    hide: false,
    hideBio: false,
    sport: { id: 15, title: "Men's Soccer", shortName: 'msoc', globalSportNameSlug: 'mens-soccer' },
  })
  expect(roster.players[1]).toMatchObject({
    jerseyNumber: null,
    image: null,
    heightFeet: null,
    heightInches: null,
    positionLong: null,
    highSchool: 'Edina HS',
    hide: true,
  })
  expect(roster.coaches).toEqual([
    expect.objectContaining({
      staffId: 41501,
      kind: 'coach',
      title: 'Head Coach',
      phone: null,
    }),
  ])
  expect(roster.support).toEqual([])
})

test('no season asks for the current roster', async () => {
  const { client, requests } = setup(async () => jsonResponse(wireRoster))
  await client.loadSportRoster('mens-soccer', null)
  expect(requests[0]?.url.search).toBe('')
})

test.each([
  ['204', () => emptyResponse(204), 'missing'],
  ['404 (unknown sport or season)', () => emptyResponse(404), 'missing'],
  ['500', () => emptyResponse(500), 'unavailable'],
  ['a body that does not parse', () => jsonResponse({ id: 'x' }), 'unavailable'],
])('a roster answered with %s is %s', async (_name, answer, status) => {
  const { client } = setup(async () => answer())
  expect((await client.loadRoster(1015)).status).toBe(status)
})

test('the season selector degrades to an empty list', async () => {
  const item = {
    rosterId: 1015,
    displayTitle: 'x',
    seasonTitle: '2026',
    globalSportNameSlug: 'mens-soccer',
  }
  const ok = setup(async () => jsonResponse([item]))
  expect(await ok.client.getRosterSeasons(15)).toEqual([item])
  expect(ok.requests[0]?.url.search).toBe('?sportId=15')
  const failing = setup(async () => emptyResponse(503))
  expect(await failing.client.getRosterSeasons(15)).toEqual([])
  expect(await failing.client.getActiveRosters()).toEqual([])
})
