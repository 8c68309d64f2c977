import { expect, test } from 'vitest'
import { createTestClient } from './test-client'
import { emptyResponse, jsonResponse } from './fake-fetch'

// One opponent's series (GET /OpponentHistory/opponent/{sportId}/{opponentId}) as the detail
// page reads it; the list's cursors are covered in schedule-resources.test.ts.

const setup = (handler: () => Response) => createTestClient(handler, { cache: false })

const wlt = (wins: number, losses: number, ties: number) => ({ wins, losses, ties })

const meeting = {
  gameId: 181105,
  gameDate: '2024-11-16T19:00:00',
  resultStatus: 'W',
  gameLocationIndicator: 'A',
  gameLocation: 'Sioux Falls, SD',
  gameConference: true,
  seasonTitle: '2024-25',
  teamScore: '57',
  opponentScore: 43,
  resultBoxScoreFile: '',
  result: {
    status: 'W',
    teamScore: '57',
    opponentScore: '43',
    boxscore: '/boxscore.aspx?id=181105',
    recap: { title: 'Recap', url: '/news/2024/11/16/recap', label: null },
  },
}

const detail = {
  opponent: {
    id: 304,
    title: '#12 Big Sioux',
    image: 'images/logos/big-sioux.svg',
    prefix: null,
    name: null,
  },
  results: [meeting, { ...meeting, gameId: 191106, gameLocation: '', result: null }],
  sport: { id: 11, title: "Men's Basketball", pointsSynonym: 'Points' },
  allTotalRecords: wlt(7, 3, 0),
  homeRecords: wlt(3, 3, 0),
  awayRecords: wlt(4, 0, 0),
  conferenceRecords: null,
  lastTenGameRecords: wlt(7, 3, 0),
  currentStreak: wlt(2, 0, 0),
  largestMarginOfVictory: 15,
  smallestMarginOfVictory: '2',
  unknownField: true,
}

test('an opponent: names, logo, records, margins and meetings mapped', async () => {
  const { client, requests } = setup(() => jsonResponse(detail))
  const loaded = await client.loadOpponent(11, 304)
  expect(requests[0]?.url.pathname).toBe('/api/v2/OpponentHistory/opponent/11/304')
  expect(loaded.status).toBe('ok')
  if (loaded.status !== 'ok') return
  expect(loaded.value).toMatchObject({
    opponentId: 304,
    name: 'Big Sioux',
    title: '#12 Big Sioux',
    prefix: '#12',
    image: '/images/logos/big-sioux.svg',
    record: wlt(7, 3, 0),
    home: wlt(3, 3, 0),
    away: wlt(4, 0, 0),
    conference: null,
    streak: wlt(2, 0, 0),
    largestMargin: 15,
    smallestMargin: 2,
    pointsName: 'Points',
  })
  expect(loaded.value.meetings[0]).toMatchObject({
    gameId: 181105,
    localDate: '2024-11-16T19:00:00',
    // The day as written, though the instant is the 17th in UTC.
    day: '2024-11-16',
    result: 'W',
    teamScore: 57,
    opponentScore: 43,
    season: '2024-25',
    location: 'Sioux Falls, SD',
    // An empty box score file falls back to the result's.
    boxScoreUrl: '/boxscore.aspx?id=181105',
    recap: { url: '/news/2024/11/16/recap', text: 'Recap' },
  })
  // Read in the tenant's zone: 19:00 in Chicago.
  expect(loaded.value.meetings[0]?.date?.toISOString()).toBe('2024-11-17T01:00:00.000Z')
  expect(loaded.value.meetings[1]).toMatchObject({
    location: null,
    recap: null,
    boxScoreUrl: null,
  })
})

test('margins that are not numbers are unknown', async () => {
  const { client } = setup(() =>
    jsonResponse({ ...detail, largestMarginOfVictory: { value: 3 }, smallestMarginOfVictory: '' }),
  )
  const loaded = await client.loadOpponent(11, 304)
  expect(
    loaded.status === 'ok' && [loaded.value.largestMargin, loaded.value.smallestMargin],
  ).toEqual([null, null])
})

test('an opponent with no meetings is missing; a failure or garbage is unavailable', async () => {
  expect(await setup(() => emptyResponse(204)).client.loadOpponent(11, 999)).toEqual({
    status: 'missing',
  })
  expect(await setup(() => emptyResponse(404)).client.loadOpponent(11, 999)).toEqual({
    status: 'missing',
  })
  expect(await setup(() => emptyResponse(500)).client.loadOpponent(11, 304)).toEqual({
    status: 'unavailable',
  })
  expect(
    await setup(() => jsonResponse({ opponent: 'nope' })).client.loadOpponent(11, 304),
  ).toEqual({ status: 'unavailable' })
})

test('the opponent picker narrows to one sport when asked and degrades to []', async () => {
  const { client, requests } = setup(() =>
    jsonResponse([{ value: 304, name: 'Big Sioux', statTitle: 'Big Sioux' }]),
  )
  expect(await client.getOpponentFilters({ sportId: 11 })).toEqual([
    { opponentId: 304, name: 'Big Sioux' },
  ])
  expect(`${requests[0]?.url.pathname}${requests[0]?.url.search}`).toBe(
    '/api/v2/OpponentHistory/filters/opponents?sportId=11',
  )
  expect(await setup(() => emptyResponse(503)).client.getOpponentFilters({ sportId: 11 })).toEqual(
    [],
  )
})
