import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { StoredGamesSchema } from '../../resources/stats/stats-queries'
import { openTestApp } from '../../test-support/make-test-app'

const provider = openTestApp()

type Row = Record<string, number | string | null>
const all = (query: ReturnType<typeof sql>) => provider.db.all<Row>(query)

test('a completed season’s games add up to the head coach’s record that year', () => {
  const rows = all(sql`
    select r.id roster, cr.overall_wins w, cr.overall_losses l, cr.overall_ties t,
      cr.conference_wins cw, cr.conference_losses cl,
      sum(g.result = 'W') gw, sum(g.result = 'L') gl, sum(g.result = 'T') gt,
      sum(g.result = 'W' and g.is_conference) gcw, sum(g.result = 'L' and g.is_conference) gcl
    from stat_games g
    join rosters r on r.tenant_id = g.tenant_id and r.id = g.roster_id
    join seasons s on s.tenant_id = r.tenant_id and s.id = r.season_id
    join coaching_records cr on cr.tenant_id = r.tenant_id and cr.sport_id = r.sport_id
      and cr.season = s.title
    where g.tenant_id = 1 group by r.id`)
  expect(rows.length).toBeGreaterThanOrEqual(20)
  for (const row of rows) {
    expect([row.gw, row.gl, row.gt, row.gcw, row.gcl], String(row.roster)).toEqual([
      row.w,
      row.l,
      row.t,
      row.cw,
      row.cl,
    ])
  }
})

test('every stored line names a game of its roster, once, and games played matches', () => {
  const rows = all(sql`
    select ps.roster_player_id id, rp.roster_id roster, ps.games_played gp, ps.games_started gs,
      ps.games games, (select count(*) from stat_games g where g.tenant_id = ps.tenant_id
        and g.roster_id = rp.roster_id) scheduled
    from player_stats ps join roster_players rp on rp.tenant_id = ps.tenant_id and rp.id = ps.roster_player_id`)
  expect(rows.length).toBeGreaterThan(800)
  for (const row of rows) {
    const games = StoredGamesSchema.parse(JSON.parse(String(row.games)))
    expect(games.length).toBe(row.gp)
    expect(games.filter((g) => g.started).length).toBe(row.gs)
    const numbers = games.map((g) => g.game)
    expect(new Set(numbers).size).toBe(numbers.length)
    expect(Math.max(...numbers)).toBeLessThanOrEqual(Number(row.scheduled))
  }
})

test('redshirts and hidden players sit; sports without a stat sheet keep none', () => {
  const redshirts = all(sql`
    select count(*) n from player_stats ps
    join roster_players rp on rp.tenant_id = ps.tenant_id and rp.id = ps.roster_player_id
    where rp.hide or (rp.academic_year_short = 'Fr.' and exists (select 1 from roster_players later
      where later.tenant_id = rp.tenant_id and later.player_id = rp.player_id
      and later.academic_year_short = 'R-Fr.'))`)
  expect(redshirts[0]?.n).toBe(0)
  const none = all(sql`
    select count(*) n from player_stats ps
    join roster_players rp on rp.tenant_id = ps.tenant_id and rp.id = ps.roster_player_id
    join rosters r on r.tenant_id = rp.tenant_id and r.id = rp.roster_id
    join sports s on s.tenant_id = r.tenant_id and s.id = r.sport_id
    where s.global_sport_short_name in ('fhockey', 'mgolf', 'mswim', 'wtrack', 'wrow', 'wrestling')`)
  expect(none[0]?.n).toBe(0)
})

test('positions shape the lines: pitchers pitch, goalkeepers keep goal, linemen carry no ball', () => {
  const groupsOf = (position: string, sport: string) => {
    const rows = all(sql`
      select ps.games from player_stats ps
      join roster_players rp on rp.tenant_id = ps.tenant_id and rp.id = ps.roster_player_id
      join rosters r on r.tenant_id = rp.tenant_id and r.id = rp.roster_id
      join sports s on s.tenant_id = r.tenant_id and s.id = r.sport_id
      where ps.tenant_id = 1 and rp.position_short = ${position} and s.global_sport_short_name = ${sport}`)
    const groups = new Set<string>()
    for (const row of rows) {
      for (const game of StoredGamesSchema.parse(JSON.parse(String(row.games)))) {
        for (const group of Object.keys(game.line)) groups.add(group)
      }
    }
    return groups
  }
  expect(groupsOf('RHP', 'baseball')).toEqual(new Set(['pitching', 'fielding']))
  expect(groupsOf('GK', 'msoc')).toEqual(new Set(['goalie']))
  expect(groupsOf('G', 'mhockey')).toEqual(new Set(['goalie']))
  expect(groupsOf('OL', 'football')).toEqual(new Set())
  expect(groupsOf('QB', 'football')).toContain('passing')
  expect(groupsOf('K', 'football')).toEqual(new Set(['kicking']))
})

test('the players’ points, runs and touchdowns make each game’s final (both tenants)', () => {
  const rows = all(sql`
    select s.global_sport_short_name sport, ps.games, rp.roster_id roster from player_stats ps
    join roster_players rp on rp.tenant_id = ps.tenant_id and rp.id = ps.roster_player_id
    join rosters r on r.tenant_id = rp.tenant_id and r.id = rp.roster_id
    join sports s on s.tenant_id = r.tenant_id and s.id = r.sport_id
    where s.global_sport_short_name in ('mbasket', 'wbasket', 'baseball', 'softball', 'football')`)
  const sums = new Map<string, { sport: string; for: number; against: number; thrown: number }>()
  for (const row of rows) {
    for (const { game, line } of StoredGamesSchema.parse(JSON.parse(String(row.games)))) {
      const key = `${row.roster}/${game}`
      const sum = sums.get(key) ?? { sport: String(row.sport), for: 0, against: 0, thrown: 0 }
      const n = (group: string, count: string) => line[group]?.[count] ?? 0
      sum.for +=
        n('basketball', 'pts') +
        n('hitting', 'runs') +
        6 * (n('rushing', 'td') + n('receiving', 'td')) +
        n('kicking', 'xpm') +
        3 * n('kicking', 'fgm')
      sum.against += n('pitching', 'runsAllowed')
      sum.thrown += n('passing', 'td') - n('receiving', 'td')
      sums.set(key, sum)
    }
  }
  const games = all(sql`
    select sg.roster_id || '/' || sg.number key, sg.team_score statsTeam, g.team_score team,
      g.opponent_score opponent from stat_games sg
    join games g on g.tenant_id = sg.tenant_id and g.id = sg.game_id`)
  const scores = new Map(games.map((g) => [String(g.key), g]))
  const sports = new Set<string>()
  for (const [key, sum] of sums) {
    const game = scores.get(key)
    expect(game, key).toBeDefined()
    expect([sum.for, sum.for], `${sum.sport} ${key}`).toEqual([
      Number(game?.team),
      Number(game?.statsTeam),
    ])
    if (sum.sport === 'baseball') expect(sum.against, key).toBe(Number(game?.opponent))
    if (sum.sport === 'football') expect(sum.thrown, key).toBe(0)
    sports.add(sum.sport)
  }
  expect([...sports].sort()).toEqual(['baseball', 'football', 'mbasket', 'softball', 'wbasket'])
})
