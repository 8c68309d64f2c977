import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, expect, test } from 'vitest'
import type { Db } from '../db/client'
import { prepareDatabase } from '../prepare-database'
import { LIVE_GAME_ID } from '../resources/live-stats/live-game-setup'
import { readSeedAnchor } from './reanchor'
import { TEST_SEED_NOW, type SeedNow } from '../clock/seed-clock'
import { seasonTitleOf } from './teams/seasons'

// The seed around a "now" (decision record 020): seeded on any day of the year, the demo has
// played what is past and nothing that is to come; a database seeded on an earlier day is
// brought to the new day on start, exactly as a fresh seed would be.

type Handle = ReturnType<typeof prepareDatabase>
const dirs: string[] = []
const open: Handle[] = []
afterAll(() => {
  for (const handle of open) handle.close()
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

function start(now: SeedNow, dir = mkdtempSync(join(tmpdir(), 'fh-reanchor-'))) {
  if (!dirs.includes(dir)) dirs.push(dir)
  const handle = prepareDatabase(dir, now)
  open.push(handle)
  return { dir, handle }
}

function restart(dir: string, previous: Handle, now: SeedNow) {
  previous.close()
  open.splice(open.indexOf(previous), 1)
  return start(now, dir).handle
}

type Row = Record<string, number | string | null>

// What a visitor would find wrong with a tenant's games at `now`, its wall-clock time.
function misreadGames(db: Db, tenantId: number, now: string) {
  return db.get<Row>(sql`
    select sum(date < ${now} and status = 'A') pastStillToPlay,
      sum(date >= ${now} and (status = 'O' or result_status is not null)) laterWithResult,
      sum(status = 'O') played, sum(status = 'A') toPlay
    from games where tenant_id = ${tenantId} and id <> ${LIVE_GAME_ID}`)
}

// Stories that a visitor at `now` would find wrong: dated after it, a recap of a game not yet
// played (or dated before its game), a preview dated after its game.
function misreadStories(db: Db, tenantId: number, now: string) {
  return db.get<Row>(sql`
    select (select count(*) from stories where tenant_id = ${tenantId} and date > ${now}
        and published) future,
      coalesce(sum(sg.role = 'recap' and (g.status <> 'O' or s.date < g.date)), 0) early,
      coalesce(sum(sg.role = 'preview' and s.date >= g.date), 0) late
    from story_games sg
    join stories s on s.tenant_id = sg.tenant_id and s.id = sg.story_id
    join games g on g.tenant_id = sg.tenant_id and g.id = sg.game_id
    where sg.tenant_id = ${tenantId}`)
}

// The current season's title of a fall and a winter sport, per tenant.
function currentTitles(db: Db) {
  return db.all<Row>(sql`
    select sp.tenant_id tenant, sp.global_sport_short_name sport, se.title from sports sp
    join seasons se on se.tenant_id = sp.tenant_id and se.id = sp.season_id
    where sp.global_sport_short_name in ('football', 'mbasket') order by 1, 2`)
}

// `now`: the wall-clock time of the demo tenant and of the lakeside one.
function expectRightAround(db: Db, now: [string, string], academicYear: number) {
  for (const [index, local] of now.entries()) {
    const row = misreadGames(db, index + 1, local)
    expect(row, local).toMatchObject({ pastStillToPlay: 0, laterWithResult: 0 })
    expect(row?.played).toBeGreaterThan(0)
    expect(row?.toPlay).toBeGreaterThan(0)
  }
  for (const [index, local] of now.entries()) {
    expect(misreadStories(db, index + 1, local), local).toEqual({ future: 0, early: 0, late: 0 })
  }
  for (const row of currentTitles(db)) {
    const calendar = row.sport === 'football' ? 'fall' : 'winter'
    expect(row.title, `${row.tenant} ${row.sport}`).toBe(seasonTitleOf(calendar, academicYear))
  }
}

test.each([
  ['2027-03-01T00:00:00', 2026],
  ['2027-07-15T00:00:00', 2027],
  ['2026-11-26T00:00:00', 2026],
  ['2026-12-31T21:00:00', 2026],
])('seeded at %s: past games are played, later ones are not, seasons of %i', (now, year) => {
  const { handle } = start(now)
  expect(handle.seeded).toEqual(['demo', 'lakeside'])
  expectRightAround(handle.db, [now, now], year)
})

test('an instant is each tenant zone wall clock: both tenants are right about the same moment', () => {
  const { handle } = start(new Date('2026-11-27T04:30:00Z'))
  // Demo is in Chicago, Lakeside in New York.
  expectRightAround(handle.db, ['2026-11-26T22:30:00', '2026-11-26T23:30:00'], 2026)
  expect(readSeedAnchor(handle.db, 1)?.now).toBe('2026-11-26T22:30:00')
  expect(readSeedAnchor(handle.db, 2)?.now).toBe('2026-11-26T23:30:00')
})

// Every table whose rows depend on the seed clock, images by digest.
function datedRows(db: Db) {
  const tables = ['seasons', 'rosters', 'players', 'roster_players', 'staff', 'roster_staff']
    .concat(['coaching_records', 'opponents', 'games', 'stat_games', 'player_stats'])
    .concat(['stories', 'story_games', 'story_tags', 'tags', 'series', 'series_episodes'])
    .concat(['press_clips', 'documents', 'publications', 'podcasts', 'podcast_episodes'])
    .concat(['moments', 'on_this_day', 'sport_files'])
  return {
    ...Object.fromEntries(
      tables.map((name) => [name, db.all(sql.raw(`select * from "${name}" order by 1, 2`))]),
    ),
    images: db
      .all<{ path: string; body: Buffer }>(
        sql`select tenant_id, path, body from images
        order by tenant_id, path`,
      )
      .map((row) => ({ ...row, body: createHash('sha256').update(row.body).digest('hex') })),
    mediaFiles: db
      .all<{ path: string; body: Buffer }>(
        sql`select tenant_id, path, content_type, public, modified, body from media_files
        order by tenant_id, path`,
      )
      .map((row) => ({ ...row, body: createHash('sha256').update(row.body).digest('hex') })),
    anchors: db.all(sql`select * from settings where key = 'seedClock' order by 1`),
  }
}

test('a database seeded on an earlier day is re-seeded for the new day on start, as if fresh', () => {
  const { dir, handle } = start('2026-11-26T10:00')
  const edit = sql`update sports set title = 'Edited' where tenant_id = 1 and id = 10`
  handle.db.run(edit)

  // Later that day, with no game started since: nothing to do.
  let db = restart(dir, handle, '2026-11-26T11:00').db
  expect(open.at(-1)?.reanchored).toEqual([])
  expect(readSeedAnchor(db, 1)?.now).toBe('2026-11-26T10:00:00')

  // Days later: games and stats again, as a fresh seed at the new day has them.
  db = restart(dir, open.at(-1) as Handle, TEST_SEED_NOW).db
  expect(open.at(-1)?.reanchored).toEqual([
    { tenant: 'demo', reseeded: 'games' },
    { tenant: 'lakeside', reseeded: 'games' },
  ])
  expect(datedRows(db)).toEqual(datedRows(start(TEST_SEED_NOW).handle.db))
  expectRightAround(db, [TEST_SEED_NOW, TEST_SEED_NOW], 2026)

  // In the summer: a new academic year, so new seasons, rosters and staff as well.
  db = restart(dir, open.at(-1) as Handle, '2027-07-15').db
  expect(open.at(-1)?.reanchored.map((r) => r.reseeded)).toEqual(['year', 'year'])
  expect(datedRows(db)).toEqual(datedRows(start('2027-07-15').handle.db))
  expectRightAround(db, ['2027-07-15T00:00:00', '2027-07-15T00:00:00'], 2027)

  // Whatever the clock does not decide is left as it was.
  const sport = db.get<Row>(sql`select title from sports where tenant_id = 1 and id = 10`)
  expect(sport?.title).toBe('Edited')
  // Six full seeds and three restarts: slower than the default timeout on a busy machine.
}, 90_000)

test('moving the clock back re-seeds the media dated after it: nothing from the future', () => {
  const { dir, handle } = start(TEST_SEED_NOW)
  const db = restart(dir, handle, '2026-11-20T08:00').db
  const now = '2026-11-20T08:00:00'
  const latest = db.get<Row>(sql`select max(d) d from (
    select date d from press_clips union all select created_at from documents
    union all select created_on from publications union all select date from podcast_episodes
    union all select day || 'T00:00:00' from moments union all select created from sport_files
    union all select date from on_this_day)`)
  expect(String(latest?.d) <= now).toBe(true)
  expect(String(latest?.d) >= '2026-11-18').toBe(true)
}, 60_000)

test('a database from before the seed had a clock is re-seeded for the year', () => {
  const { dir, handle } = start(TEST_SEED_NOW)
  handle.db.run(sql`delete from settings where key = 'seedClock'`)
  const db = restart(dir, handle, TEST_SEED_NOW).db
  expect(open.at(-1)?.reanchored.map((r) => r.reseeded)).toEqual(['year', 'year'])
  expect(readSeedAnchor(db, 1)).toEqual({ now: TEST_SEED_NOW, academicYear: 2026 })
})
