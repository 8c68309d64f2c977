import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { makeTestApp } from '../../test-support/make-test-app'
import type { SPORT_CATALOG } from '../sport-catalog'
import { sportIdOf } from '../tenant-definition'
import { demoTenant } from '../tenants/demo'
import { lakesideTenant } from '../tenants/lakeside'
import { seedEmptyTenants } from '../index'
import { seedClockOf, TEST_SEED_NOW } from '../../clock/seed-clock'
import { ACADEMIC_YEARS } from './academic-years'
import { buildRosters } from './rosters'

const clock = seedClockOf(TEST_SEED_NOW, demoTenant.timeZone)
const demo = buildRosters(demoTenant, clock)

const playersOf = (built: typeof demo, rosterId: number) =>
  built.rosterPlayers.filter((row) => row.rosterId === rosterId)

const current = (key: keyof typeof SPORT_CATALOG) => 1000 + sportIdOf(demoTenant, key)

test('every sport has its current roster and the two before it, one season each', () => {
  const sports = demoTenant.sports.filter((key) => key !== 'general')
  expect(demo.rosters).toHaveLength(sports.length * 3)
  for (const key of sports) {
    const id = sportIdOf(demoTenant, key)
    const titles = demo.seasons.filter((s) => s.sportId === id).map((s) => s.title)
    expect(new Set(titles).size, key).toBe(3)
  }
})

test.each([
  ['football', 100, 130],
  ['mbasket', 13, 18],
  ['wbasket', 13, 18],
  ['baseball', 30, 42],
  ['softball', 20, 30],
  ['msoc', 24, 34],
  ['wvball', 15, 22],
  ['mhockey', 22, 32],
  ['mlax', 38, 52],
  ['mten', 6, 13],
] as const)('%s rosters have %i to %i players', (key, min, max) => {
  const id = sportIdOf(demoTenant, key)
  for (const roster of demo.rosters.filter((r) => r.sportId === id)) {
    const size = playersOf(demo, roster.id).length
    expect(size, roster.displayTitle).toBeGreaterThanOrEqual(min)
    expect(size, roster.displayTitle).toBeLessThanOrEqual(max)
  }
})

// Fr -> So -> Jr -> Sr -> Gr, or Fr -> R-Fr -> R-So -> R-Jr -> R-Sr.
const NEXT: Record<string, string[]> = {
  'Fr.': ['So.', 'R-Fr.'],
  'So.': ['Jr.'],
  'Jr.': ['Sr.'],
  'Sr.': ['Gr.'],
  'Gr.': ['Gr.'],
  'R-Fr.': ['R-So.'],
  'R-So.': ['R-Jr.'],
  'R-Jr.': ['R-Sr.'],
}

test('players stay from season to season, each a class older', () => {
  const rosterYear = new Map(demo.rosters.map((r) => [r.id, r.id]))
  const byPerson = new Map<number, { roster: number; year: string }[]>()
  for (const row of demo.rosterPlayers) {
    const list = byPerson.get(row.playerId) ?? []
    list.push({ roster: rosterYear.get(row.rosterId) ?? 0, year: row.academicYearShort })
    byPerson.set(row.playerId, list)
  }
  let returning = 0
  for (const seasons of byPerson.values()) {
    seasons.sort((a, b) => a.roster - b.roster)
    for (let i = 1; i < seasons.length; i += 1) {
      const before = seasons[i - 1]?.year ?? ''
      expect(NEXT[before], `${before} -> ${seasons[i]?.year}`).toContain(seasons[i]?.year)
      returning += 1
    }
  }
  expect(returning).toBeGreaterThan(demo.rosterPlayers.length / 3)
  const used = new Set(demo.rosterPlayers.map((row) => row.academicYearShort))
  for (const year of Object.values(ACADEMIC_YEARS)) expect(used).toContain(year.short)
})

test('numbers are unique on a roster (football may share one across offence and defence)', () => {
  for (const roster of demo.rosters) {
    if (roster.sportId === sportIdOf(demoTenant, 'football')) continue
    const numbers = playersOf(demo, roster.id)
      .map((row) => row.jerseyNumber)
      .filter((n) => n !== null)
    expect(new Set(numbers).size, roster.displayTitle).toBe(numbers.length)
  }
})

test('the quirks of real rosters are there: "00", no number, no height, no picture, hidden', () => {
  const all = demo.rosterPlayers
  expect(all.some((row) => row.jerseyNumber === '00')).toBe(true)
  const teamPlayers = playersOf(demo, current('football'))
  expect(teamPlayers.some((row) => row.jerseyNumber === null)).toBe(true)
  expect(all.filter((row) => row.heightFeet === null).length).toBeGreaterThanOrEqual(5)
  expect(all.filter((row) => row.image === null).length).toBeGreaterThanOrEqual(20)
  expect(all.filter((row) => row.hide).length).toBeGreaterThanOrEqual(5)
  // Individual sports list no numbers at all.
  expect(playersOf(demo, current('mswim')).every((row) => row.jerseyNumber === null)).toBe(true)
  // Schools that list club teams keep the high school in custom1 (README 5.1).
  const soccer = demo.players.filter((p) => p.sportId === sportIdOf(demoTenant, 'wsoc'))
  expect(soccer.every((p) => p.highSchool === null)).toBe(true)
  expect(soccer.some((p) => p.custom1 && p.custom2)).toBe(true)
})

test('women’s programmes list no weights; men’s football lists every one', () => {
  expect(playersOf(demo, current('wbasket')).every((row) => row.weight === null)).toBe(true)
  expect(playersOf(demo, current('football')).every((row) => (row.weight ?? 0) > 150)).toBe(true)
})

test('positions fit the sport', () => {
  const positions = (key: keyof typeof SPORT_CATALOG) =>
    new Set(playersOf(demo, current(key)).map((row) => row.positionShort))
  expect(
    [...positions('football')].every((p) =>
      ['QB', 'RB', 'WR', 'TE', 'OL', 'DL', 'LB', 'DB', 'K', 'P', 'LS'].includes(p ?? ''),
    ),
  ).toBe(true)
  expect(positions('msoc')).toContain('GK')
  expect(positions('mten')).toEqual(new Set(['']))
})

const ALLOWED_TAG = /^<\/?(p|strong|ul|li)>$/

test('bios are simple HTML: paragraphs, strong and a list', () => {
  for (const player of demo.players) {
    for (const tag of player.bio?.match(/<[^>]+>/g) ?? []) expect(tag).toMatch(ALLOWED_TAG)
  }
})

test('seeding the same definition twice builds the same rows', () => {
  expect(buildRosters(lakesideTenant, clock)).toEqual(buildRosters(lakesideTenant, clock))
})

describe('in the database', () => {
  const provider = makeTestApp()
  afterAll(() => provider.close())

  test('a database seeded before teams existed gains them on start, exactly', () => {
    const tables = [
      'seasons',
      'rosters',
      'players',
      'roster_players',
      'staff',
      'roster_staff',
      'coaching_records',
      'stat_games',
      'player_stats',
    ]
    const dump = () =>
      tables.map((name) => provider.db.all(sql.raw(`select * from "${name}" order by 1, 2`)))
    const images = () =>
      provider.db.all(
        sql`select path, length(body) from images where path like 'rosters/%' or path like 'staff/%' order by 1, 2`,
      )
    const before = [dump(), images()]
    provider.db.run(sql`delete from seasons`)
    provider.db.run(sql`delete from players`)
    provider.db.run(sql`delete from staff`)
    provider.db.run(sql`delete from coaching_records`)
    provider.db.run(sql`delete from images where path like 'rosters/%' or path like 'staff/%'`)
    expect(seedEmptyTenants(provider.db, TEST_SEED_NOW)).toEqual([])
    expect([dump(), images()]).toEqual(before)
  })

  test('every headshot a player names is an image of the tenant', () => {
    const missing = provider.db.all(
      sql`select rp.image from roster_players rp left join images i on i.tenant_id = rp.tenant_id and '/images/' || (select slug from tenants where id = rp.tenant_id) || '/' || i.path = rp.image where rp.image is not null and i.path is null`,
    )
    expect(missing).toEqual([])
  })
})
