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
// Baseball and softball send `score` and `scoringSummary.scoreByInnings` as real tenants do.
const scoreOf = (team: BoxScoreTeam) => team.score ?? team.scoreSummary?.score
const periodSum = (team: BoxScoreTeam) =>
  team.scoringSummary
    ? (team.scoringSummary.scoreByInnings ?? '')
        .split(',')
        .reduce((sum, runs) => sum + (runs === 'X' ? 0 : Number(runs)), 0)
    : (team.scoreSummary?.periodSummaries ?? []).reduce((sum, p) => sum + Number(p.score), 0)

test.each([
  ['mbasket', 'shooting', 'points'],
  ['baseball', 'hitting', 'runsScored'],
  ['msoc', 'shots', 'goals'],
])(
  '%s: a played game has its score, a line score that adds up and totals that make the score',
  async (sport, group, stat) => {
    const game = gameOf(sport, played)
    const box = await boxScoreOf(game.id)
    expect(scoreOf(ours(box))).toBe(game.teamScore)
    expect(scoreOf(theirs(box))).toBe(game.opponentScore)
    expect(periodSum(ours(box))).toBe(Number(game.teamScore))
    expect(periodSum(theirs(box))).toBe(Number(game.opponentScore))
    expect(ours(box).totals?.[group]?.[stat]).toBe(game.teamScore)
    expect(theirs(box).totals?.[group]?.[stat]).toBe(game.opponentScore)
    expect(ours(box).players?.length).toBeGreaterThan(4)
    expect(ours(box).record).toMatch(/^\d+-\d+(-\d+)?$/)
    expect(ours(box) === box.homeTeam).toBe(game.locationIndicator !== 'A')
  },
)

const FLAG = /^[01]$/

test.each(['softball', 'baseball'])(
  '%s: the box score has the shape real tenants send (issue 33, README 4.12)',
  async (sport) => {
    const game = gameOf(sport, played)
    const body = (await provider.getJson(`/api/v2/stats/boxscore/${game.id}`)) as Record<
      string,
      unknown
    >
    for (const key of ['thisTeamIsHomeTeam', 'homeTeamName', 'visitingTeamName']) {
      expect(body).not.toHaveProperty(key)
    }
    const box = BoxScoreResponseSchema.parse(body)
    expect(box.gameDate).toMatch(/^\d\d\/\d\d\/\d{4}$/)
    for (const team of [box.homeTeam, box.visitingTeam]) {
      expect(team).not.toHaveProperty('scoreSummary')
      expect(team.scoringSummary).toEqual({
        runs: team.score,
        hits: team.totals?.hitting?.hits,
        errors: team.totals?.fielding?.errors,
        scoreByInnings: expect.stringMatching(/^(\d+|X)(,(\d+|X))*$/),
      })
      for (const player of team.players ?? []) {
        expect(player.gamePlayed).toMatch(FLAG)
        expect(player.gameStarted).toMatch(FLAG)
        for (const group of [player.hitting, player.pitching]) {
          for (const value of Object.values(group ?? {})) {
            if (value !== null) expect(typeof value).toBe('string')
          }
        }
      }
    }
    expect(box.venue).toMatchObject({
      weather: expect.any(String),
      umpires: { 'Home Plate': expect.any(String), First: expect.any(String) },
      scheduledInnings: sport === 'softball' ? '7' : '9',
      doubleHeaderGame: expect.stringMatching(FLAG),
    })
    expect(box.venue?.start ?? '').toMatch(/^(\d{1,2}:\d\d [AP]M)?$/)
    // One scoring play per half-inning that scored, the last one with the finals.
    const plays = box.scoringSummaryPlays ?? []
    const halves = [box.visitingTeam, box.homeTeam].flatMap((team) =>
      (team.scoringSummary?.scoreByInnings ?? '').split(',').filter((r) => r !== 'X' && r !== '0'),
    )
    expect(plays).toHaveLength(halves.length)
    if (plays.length > 0) {
      expect(plays.at(-1)).toMatchObject({
        visitingScore: box.visitingTeam.score,
        homeScore: box.homeTeam.score,
      })
    }
    for (const play of plays) {
      expect(play.isVisitingTeam).toMatch(FLAG)
      expect(play.playNarrative).toMatch(/^\S.+\.$/)
    }
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
