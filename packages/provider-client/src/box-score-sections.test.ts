import { realShapedSoftballBoxScore } from '@fieldhouse/contract/boxscore-fixtures'
import { expect, test } from 'vitest'
import { readFlag } from './box-scores'
import { jsonResponse } from './fake-fetch'
import { createTestClient } from './test-client'

// Box scores as real tenants send them (issue 33 part 3): the softball shape maps to the site's
// model, and a section the client cannot read is left out alone, logged once per cause.

const load = async (body: unknown) => {
  const setup = createTestClient(async () => jsonResponse(body), { cache: false })
  const loaded = await setup.client.loadBoxScore(101)
  return { ...setup, loaded }
}

const ok = <T>(loaded: { status: string; value?: T }): T => {
  if (loaded.status !== 'ok' || loaded.value === undefined) throw new Error(loaded.status)
  return loaded.value
}

test('a real-shaped softball box score maps: school side, R/H/E line score, plays, venue', async () => {
  const { loaded, logger } = await load(realShapedSoftballBoxScore)
  const box = ok(loaded)
  // No thisTeamIsHomeTeam: the home team's isTenantTeam says the school is at home.
  expect(box.school).toBe('home')
  expect(box.homeTeam.name).toBe('Home U')
  expect(box.homeTeam.score).toBe('1')
  expect(box.gameDate).toBe('04/18/2026')
  expect(box.lineScore).toEqual({
    periods: ['1', '2', '3', '4', '5', '6', '7'],
    visitor: {
      name: 'Visitors',
      scores: ['0', '0', '0', '0', '0', '0', '0'],
      total: '0',
      extras: ['4', '0'],
    },
    home: {
      name: 'Home U',
      scores: ['0', '0', '0', '0', '0', '1', 'X'],
      total: '1',
      extras: ['4', '0'],
    },
    total: { abbr: 'R', title: 'Runs' },
    extras: [
      { abbr: 'H', title: 'Hits' },
      { abbr: 'E', title: 'Errors' },
    ],
  })
  expect(box.scoringPlays).toEqual([
    {
      inning: '6',
      half: 'bottom',
      team: 'Home U',
      text: 'Lane homered to left field, RBI.',
      visitingScore: '0',
      homeScore: '1',
    },
  ])
  expect(box.venue).toMatchObject({
    start: '5:03 PM',
    weather: 'Sunny, 72',
    scheduledInnings: '7',
    doubleHeader: false,
    umpires: [
      { role: 'Home Plate', name: 'Pat Doe' },
      { role: 'First', name: 'Lee Roe' },
      { role: 'Third', name: 'Kim Poe' },
    ],
  })
  expect(box.homeTeam.players.map((player) => [player.gameStarted, player.gamePlayed])).toEqual([
    [true, true],
    [false, true],
  ])
  expect(logger.records).toEqual([])
})

test('the school is the visitor when only the visiting team says it is ours', async () => {
  const body = structuredClone(realShapedSoftballBoxScore)
  body.homeTeam.isTenantTeam = false
  body.visitingTeam.isTenantTeam = true
  expect(ok((await load(body)).loaded).school).toBe('visitor')
})

test('a section the client cannot read drops only itself, logged once per cause', async () => {
  const body = structuredClone(realShapedSoftballBoxScore) as Record<string, unknown> & {
    homeTeam: Record<string, unknown>
  }
  body.venue = { ...(body.venue as object), umpires: ['Pat Doe'] }
  body.homeTeam.players = [{ name: 'Lane, Avery', hitting: { atBats: { value: 3 } } }]
  const setup = createTestClient(async () => jsonResponse(body), { cache: false })
  const box = ok(await setup.client.loadBoxScore(101))
  // The venue and the home team's players are gone; everything else stays.
  expect(box.venue).toBeNull()
  expect(box.homeTeam.players).toEqual([])
  expect(box.visitingTeam.players).toHaveLength(2)
  expect(box.lineScore?.home.scores).toEqual(['0', '0', '0', '0', '0', '1', 'X'])
  expect(box.scoringPlays).toHaveLength(1)
  expect(box.homeTeam.totals?.hitting?.hits).toBe('4')
  // A second answer with the same faults logs nothing new.
  await setup.client.loadBoxScore(102)
  expect(setup.logger.records.map((record) => record.obj.cause)).toEqual([
    'boxScore.venue.umpires: invalid_type',
    'team.players.*.hitting.atBats: invalid_union',
  ])
})

test('a box score without two named teams is no box score (unavailable)', async () => {
  const body = { ...realShapedSoftballBoxScore, homeTeam: { score: '1' } }
  expect((await load(body)).loaded.status).toBe('unavailable')
})

test.each([
  ['1', true],
  ['0', false],
  [true, true],
  ['Y', true],
  ['no', false],
  [1, true],
  ['', null],
  ['maybe', null],
  [null, null],
])('readFlag(%j) -> %j', (value, expected) => {
  expect(readFlag(value)).toBe(expected)
})
