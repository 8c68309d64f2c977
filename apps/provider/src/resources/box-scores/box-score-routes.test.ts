import { BoxScoreResponseSchema, type BoxScoreTeam } from '@fieldhouse/contract/boxscore'
import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { openTestApp } from '../../test-support/make-test-app'

const provider = openTestApp()

type Row = { id: number; teamScore: string; opponentScore: string; locationIndicator: string }

// The first game of the tenant's sport matching a condition on the games row.
function gameOf(sport: string, where: ReturnType<typeof sql>, tenantId = 1): Row {
  const row = provider.db.get<Row>(sql`
    select g.id, g.team_score teamScore, g.opponent_score opponentScore,
      g.location_indicator locationIndicator
    from games g join sports s on s.tenant_id = g.tenant_id and s.id = g.sport_id
    where g.tenant_id = ${tenantId} and s.global_sport_short_name = ${sport} and ${where}
    order by g.date, g.id limit 1`)
  if (!row) throw new Error(`no ${sport} game`)
  return row
}
const played = sql`g.status = 'O' and g.result_status in ('W', 'L') and g.tournament = ''`

const boxScoreOf = async (id: number) =>
  BoxScoreResponseSchema.parse(await provider.getJson(`/api/v2/stats/boxscore/${id}`))
const ours = (box: Awaited<ReturnType<typeof boxScoreOf>>): BoxScoreTeam =>
  box.homeTeam.isTenantTeam ? box.homeTeam : box.visitingTeam
const theirs = (box: Awaited<ReturnType<typeof boxScoreOf>>): BoxScoreTeam =>
  box.homeTeam.isTenantTeam ? box.visitingTeam : box.homeTeam
const periodSum = (team: BoxScoreTeam) =>
  (team.scoreSummary?.periodSummaries ?? []).reduce((sum, p) => sum + Number(p.score), 0)

test.each([
  ['mbasket', 'shooting', 'points'],
  ['baseball', 'hitting', 'runsScored'],
  ['msoc', 'shots', 'goals'],
])(
  '%s: a played game has its score, a line score that adds up and totals that make the score',
  async (sport, group, stat) => {
    const game = gameOf(sport, played)
    const box = await boxScoreOf(game.id)
    expect(ours(box).scoreSummary?.score).toBe(game.teamScore)
    expect(theirs(box).scoreSummary?.score).toBe(game.opponentScore)
    expect(periodSum(ours(box))).toBe(Number(game.teamScore))
    expect(periodSum(theirs(box))).toBe(Number(game.opponentScore))
    expect(ours(box).totals?.[group]?.[stat]).toBe(game.teamScore)
    expect(theirs(box).totals?.[group]?.[stat]).toBe(game.opponentScore)
    expect(ours(box).players?.length).toBeGreaterThan(4)
    expect(ours(box).record).toMatch(/^\d+-\d+(-\d+)?$/)
    expect(box.thisTeamIsHomeTeam).toBe(game.locationIndicator !== 'A')
  },
)

test('the same game always answers the same bytes, on both versions and in any case', async () => {
  const { id } = gameOf('football', played)
  const first = await (await provider.get(`/api/v2/stats/boxscore/${id}`)).text()
  expect(await (await provider.get(`/api/v2.1/Stats/BoxScore/${id}`)).text()).toBe(first)
})

test('the record counts the season up to this game', async () => {
  const first = await boxScoreOf(gameOf('mbasket', played).id)
  expect(['1-0', '0-1']).toContain(ours(first).record)
})

test('a sport without stats has the line score alone', async () => {
  const game = gameOf('fhockey', played)
  const box = await boxScoreOf(game.id)
  expect(ours(box).totals).toBeNull()
  expect(ours(box).players).toEqual([])
  expect(periodSum(ours(box))).toBe(Number(game.teamScore))
})

test.each([
  ['upcoming', () => gameOf('mbasket', sql`g.status = 'A'`).id],
  ['an exhibition', () => gameOf('mbasket', sql`g.tournament = 'Exhibition'`).id],
  ['a canceled game', () => gameOf('baseball', sql`g.status = 'C'`).id],
  ['a sport scored without periods', () => gameOf('mten', played).id],
  ['an unknown id', () => 999_999],
])('%s: no content', async (_, idOf) => {
  const response = await provider.get(`/api/v2/stats/boxscore/${idOf()}`)
  expect(response.status).toBe(204)
})

test('tenant isolation: another tenant’s game is no content', async () => {
  const notOurs = sql`g.id not in (select id from games where tenant_id = 1)`
  const { id } = gameOf('mbasket', sql`${played} and ${notOurs}`, 2)
  const lakeside = await provider.get(`/api/v2/stats/boxscore/${id}`, { tenant: 'lakeside' })
  expect(lakeside.status).toBe(200)
  expect((await provider.get(`/api/v2/stats/boxscore/${id}`)).status).toBe(204)
})

test.each(['abc', '12x', '1234567890'])('a malformed id (%s) is 404', async (id) => {
  expect((await provider.get(`/api/v2/stats/boxscore/${id}`)).status).toBe(404)
})
