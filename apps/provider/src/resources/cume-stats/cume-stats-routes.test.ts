import { inflateSync } from 'node:zlib'
import { CumeStatsResponseSchema, type CumeStatsResponse } from '@fieldhouse/contract/cume-stats'
import { SportsResponseSchema } from '@fieldhouse/contract/sports'
import { PlayerCareerResponseSchema } from '@fieldhouse/contract/stats'
import { expect, test } from 'vitest'
import { testStatuses } from '../../test-support/answers'
import { openTestApp } from '../../test-support/make-test-app'

const provider = openTestApp()

const season = async (path: string, tenant = 'demo') =>
  CumeStatsResponseSchema.parse(await provider.getJson(`/api/v2/Stats/${path}`, { tenant }))

// Per group, every count of the team line is the sum of the players' season lines.
function expectTeamIsSumOfPlayers(stats: CumeStatsResponse) {
  for (const group of stats.groups) {
    for (const count of group.counts) {
      const sum = stats.players.reduce(
        (total, p) => total + Number(p.seasonStats[group.key]?.[count] ?? 0),
        0,
      )
      expect(Number(stats.team[group.key]?.[count]), `${group.key}.${count}`).toBe(sum)
    }
  }
}

test.each(['demo', 'lakeside'])(
  '%s: every sport’s seasons match the contract exactly',
  async (tenant) => {
    const sports = SportsResponseSchema.parse(await provider.getJson('/api/v2/Sports', { tenant }))
    let answered = 0
    for (const sport of sports) {
      for (const year of [2025, 2026]) {
        const path = `/api/v2/Stats/${sport.globalSportNameSlug}/season/${year}`
        const response = await provider.get(path, { tenant })
        expect([200, 204], path).toContain(response.status)
        if (response.status !== 200) continue
        const body: unknown = await response.json()
        expect(CumeStatsResponseSchema.parse(body), path).toEqual(body)
        answered += 1
      }
    }
    expect(answered).toBeGreaterThan(tenant === 'demo' ? 12 : 6)
  },
)

test.each([
  ['baseball/season/2026', 'hittingStats'],
  ['football/season/2026', 'passingStats'],
  ['mens-basketball/season/2026', 'basketballStats'],
  ['mens-soccer/season/2025', 'goalieStats'],
])('%s: team totals are the sum of the players’ lines', async (path, group) => {
  const stats = await season(path)
  expect(stats.players.length).toBeGreaterThan(5)
  expect(stats.groups.map((g) => g.key)).toContain(group)
  expectTeamIsSumOfPlayers(stats)
  const { wins, losses, ties } = stats.record
  expect(wins + losses + ties).toBe(stats.games)
})

test('a player’s season line is the sum of their game lines (the career season)', async () => {
  const stats = await season('baseball/season/2026')
  for (const player of stats.players.slice(0, 4)) {
    const career = PlayerCareerResponseSchema.parse(
      await provider.getJson(
        `/api/v2/Stats/baseball/player/career?rosterPlayerId=${player.rosterPlayerId}`,
      ),
    )
    const fromGames = career['2026']?.seasonStats ?? {}
    for (const [key, line] of Object.entries(player.seasonStats)) {
      if (line) expect(line, `${player.name} ${key}`).toEqual(fromGames[key])
    }
  }
})

test('opponents’ goals against our keepers are the goals they scored', async () => {
  const stats = await season('mens-soccer/season/2025')
  expect(Number(stats.team.goalieStats?.ga)).toBe(stats.scoring.allowed)
  expect(Number(stats.opponent.shotStats?.g)).toBe(stats.scoring.allowed)
  expect(Number(stats.opponent.goalieStats?.ga)).toBe(stats.scoring.scored)
})

test('the same season on v2.1 and in any case; the other tenant has its own', async () => {
  const v2 = await provider.getJson('/api/v2/Stats/baseball/season/2026')
  expect(await provider.getJson('/api/v2.1/stats/BASEBALL/Season/2026')).toEqual(v2)
  const lakeside = await season('baseball/season/2026', 'lakeside')
  const ids = new Set(lakeside.players.map((p) => p.rosterPlayerId))
  expect(lakeside.players.length).toBeGreaterThan(0)
  expect(lakeside.sport.id).not.toBe(CumeStatsResponseSchema.parse(v2).sport.id)
  expect(CumeStatsResponseSchema.parse(v2).players.some((p) => ids.has(p.rosterPlayerId))).toBe(
    false,
  )
})

testStatuses(provider, [
  ['/api/v2/Stats/baseball/season/26', 400],
  ['/api/v2/Stats/baseball/season/2026-27', 400],
  ['/api/v2/Stats/baseball/season/abcd/pdf', 400],
  ['/api/v2/Stats/curling/season/2026', 404],
  ['/api/v2/Stats/curling/season/2026/pdf', 404],
  ['/api/v2/Stats/baseball/season/1999', 204],
  ['/api/v2/Stats/baseball/season/2027', 204],
  ['/api/v2/Stats/baseball/season/2027/pdf', 204],
  ['/api/v2/Stats/mens-golf/season/2026', 204],
])

// The text of a PDF's content streams: inflated, then the strings of its text operators
// (pdfkit writes the built-in fonts' text as hex strings, split where kerning applies).
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1')
  let text = ''
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string
    try {
      content = inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1')
    } catch {
      continue
    }
    for (const op of content.matchAll(/\[(.*?)\] TJ/g)) {
      for (const hex of (op[1] ?? '').matchAll(/<([0-9a-f]*)>/g)) {
        text += Buffer.from(hex[1] ?? '', 'hex').toString('latin1')
      }
      text += '\n'
    }
  }
  return text
}

test('the season PDF: a real PDF with the title, the record and every player', async () => {
  const stats = await season('baseball/season/2026')
  const response = await provider.get('/api/v2/Stats/baseball/season/2026/pdf')
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/pdf')
  const pdf = Buffer.from(await response.arrayBuffer())
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
  const text = pdfText(pdf)
  expect(text).toContain('Baseball 2026 Cumulative Statistics')
  expect(text).toContain(`Record ${stats.record.overall}`)
  for (const player of stats.players) expect(text).toContain(player.name)
  expect(text).toContain('Team totals')
  for (const header of ['Hitting', 'Pitching', 'Fielding', 'RBI', 'ERA', 'FLD%']) {
    expect(text).toContain(header)
  }
  // More than one page: every group's table, carried over with its header.
  expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length).toBeGreaterThan(1)
})
