import { expect, test } from 'vitest'
import { createTestClient, type TestHandler } from './test-client'
import { emptyResponse, jsonResponse } from './fake-fetch'

const setup = (handler: TestHandler, cache = false) =>
  createTestClient(handler, cache ? {} : { cache: false })

const team = (name: string, score: string, byPeriod: string, summaries?: string[]) => ({
  name,
  scoreSummary: {
    score,
    scoreByPeriod: byPeriod,
    periodSummaries: summaries?.map((s, i) => ({ period: i + 1, score: s })),
  },
})

const boxScore = {
  thisTeamIsHomeTeam: false,
  homeTeamName: 'Iron Range',
  visitingTeamName: 'Fieldhouse',
  homeTeam: team('Iron Range', '3', '0,1,2,0,0,0,0,0,X'),
  visitingTeam: team('Fieldhouse', '4', '1,0,0,0,0,0,3,0,0'),
}

test('a box score: the line score from scoreByPeriod, the school side from the home flag', async () => {
  const { client, requests } = setup(async () => jsonResponse(boxScore))
  const loaded = await client.loadBoxScore(25346)
  expect(requests[0]?.url.pathname).toBe('/api/v2/stats/boxscore/25346')
  if (loaded.status !== 'ok') throw new Error(loaded.status)
  expect(loaded.value.school).toBe('visitor')
  expect(loaded.value.lineScore?.periods).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9'])
  expect(loaded.value.lineScore?.home).toEqual({
    name: 'Iron Range',
    scores: ['0', '1', '2', '0', '0', '0', '0', '0', 'X'],
    total: '3',
    extras: [],
  })
  expect(loaded.value.lineScore?.total).toEqual({ abbr: 'T', title: 'Total' })
})

test('period summaries win over scoreByPeriod, and the shorter side is padded', async () => {
  const { client } = setup(async () =>
    jsonResponse({
      ...boxScore,
      homeTeam: team('Home', '2', '', ['1', '1', '0']),
      visitingTeam: team('Away', '1', '1,0'),
    }),
  )
  const loaded = await client.loadBoxScore(1)
  if (loaded.status !== 'ok') throw new Error(loaded.status)
  expect(loaded.value.lineScore?.visitor.scores).toEqual(['1', '0', ''])
})

test.each([
  [204, 'missing'],
  [404, 'missing'],
  [500, 'unavailable'],
])('a %i answers %s', async (status, expected) => {
  const { client } = setup(async () => emptyResponse(status))
  expect((await client.loadBoxScore(7)).status).toBe(expected)
})

test('live stats are read every time and are null when the provider fails', async () => {
  const live = {
    gameState: 3,
    hasStarted: true,
    isComplete: false,
    clockSeconds: 754,
    clock: '12:34',
    period: { number: 2, regulation: 2, name: '2nd Half' },
    ordinalPeriod: '2nd',
    home: { name: 'Fieldhouse', score: 40 },
    away: { name: 'Harbor Bay', score: '38' },
    school: { name: 'Fieldhouse', score: 40 },
    opponent: { name: 'Harbor Bay', score: '38' },
  }
  // A client with its response cache on: live stats must still reach the provider each time.
  const { client, requests } = setup(async () => jsonResponse(live), true)
  expect((await client.getLiveStats(9))?.clock).toBe('12:34')
  await client.getLiveStats(9)
  expect(requests).toHaveLength(2)
  const failing = setup(async () => emptyResponse(503))
  expect(await failing.client.getLiveStats(9)).toBeNull()
})
