import { expect, test } from 'vitest'
import { BoxScoreResponseSchema } from './boxscore'
import { realShapedSoftballBoxScore } from './boxscore-fixtures'

const team = (name: string) => ({
  name,
  id: 'DUKE',
  code: 150,
  record: '10-2',
  isTenantTeam: false,
  scoreSummary: { score: '2', scoreByPeriod: '1,1', periodSummaries: [{ period: 1, score: '1' }] },
  totals: { shots: { goals: '2', numberOfShots: 9 } },
  players: [{ name: 'Lee, Pat', uniform: '9', rosterPlayerId: null, shots: { goals: '2' } }],
})

test('a README 4.12 box score parses; numbers for strings and unknown keys are tolerated', () => {
  const body = {
    thisTeamIsHomeTeam: true,
    isNeutral: false,
    homeTeamName: 'Home',
    visitingTeamName: 'Away',
    homeTeamScore: '2',
    visitingTeamScore: 1,
    venue: { date: '09/10/2026', attendance: '1,204', duration: '1:52', rules: { halves: 2 } },
    homeTeam: team('Home'),
    visitingTeam: team('Away'),
    scores: [{ period: 1, time: '12:01', team: 'Home', nameOfPlayer: 'Lee, Pat' }],
    somethingNew: { x: 1 },
  }
  const parsed = BoxScoreResponseSchema.parse(body)
  expect(parsed.homeTeam.players?.[0]?.shots).toEqual({ goals: '2' })
  expect(parsed).not.toHaveProperty('somethingNew')
})

test('a box score without its teams is rejected', () => {
  expect(BoxScoreResponseSchema.safeParse({ thisTeamIsHomeTeam: true }).success).toBe(false)
})

test('a real-shaped softball box score parses: string flags, scoringSummary, venue facts', () => {
  const parsed = BoxScoreResponseSchema.parse(realShapedSoftballBoxScore)
  expect(parsed.thisTeamIsHomeTeam).toBeUndefined()
  expect(parsed.homeTeam.scoringSummary?.scoreByInnings).toBe('0,0,0,0,0,1,X')
  expect(parsed.homeTeam.score).toBe('1')
  expect(parsed.homeTeam.scoreSummary).toBeUndefined()
  expect(parsed.homeTeam.players?.[1]?.gameStarted).toBe('0')
  expect(parsed.venue?.umpires?.['Home Plate']).toBe('Pat Doe')
  expect(parsed.scoringSummaryPlays?.[0]?.playNarrative).toMatch(/homered/)
})

test('a flag that is an object, or a scoring play without its narrative, is still an error', () => {
  const box = structuredClone(realShapedSoftballBoxScore)
  expect(
    BoxScoreResponseSchema.safeParse({
      ...box,
      homeTeam: { ...box.homeTeam, isTenantTeam: { yes: true } },
    }).success,
  ).toBe(false)
  expect(
    BoxScoreResponseSchema.safeParse({ ...box, scoringSummaryPlays: [{ inningNumber: '6' }] })
      .success,
  ).toBe(false)
})
