import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { openTestApp } from '../../test-support/make-test-app'
import { toStatsDate } from './stats'

const provider = openTestApp()

type Row = Record<string, number | string | null>
const all = (query: ReturnType<typeof sql>) => provider.db.all<Row>(query)
const one = (query: ReturnType<typeof sql>) => all(query)[0] ?? {}

test.each([1, 2])(
  'tenant %i: every sport that plays games has three seasons of them',
  (tenantId) => {
    const rows = all(sql`
      select s.global_sport_short_name sport, count(distinct g.schedule_id) seasons
      from sports s left join games g on g.tenant_id = s.tenant_id and g.sport_id = s.id
      where s.tenant_id = ${tenantId} and s.non_sport = 0 group by s.id`)
    for (const row of rows) {
      const places = ['mgolf', 'wgolf', 'mtrack', 'wtrack', 'mcross', 'wcross', 'wrow']
      expect(row.seasons, String(row.sport)).toBe(places.includes(String(row.sport)) ? 0 : 3)
    }
  },
)

test('the demo has the variety the schedule pages must handle', () => {
  const counts = one(sql`
    select sum(is_conference) conference, sum(not is_conference) other,
      sum(location_indicator = 'H') home, sum(location_indicator = 'A') away,
      sum(location_indicator = 'N') neutral, sum(tournament like '%Championship') championship,
      sum(tournament = 'NCAA Tournament') ncaa, sum(status = 'C' and game_state = 6) canceled,
      sum(game_state = 5) postponed, sum(opponent_prefix like '#%') ranked,
      sum(result_status = 'N') noDecision
    from games where tenant_id = 1`)
  for (const [name, value] of Object.entries(counts)) expect(value, name).toBeGreaterThan(0)
  const current = one(sql`
    select sum(tbd and date_utc is null and time is null) tbd,
      sum(all_day and date_utc is null and time is null and end_date > date) allDay
    from games g join sports s on s.tenant_id = g.tenant_id and s.season_id = g.season_id
    where g.tenant_id = 1`)
  expect(current.tbd).toBeGreaterThan(0)
  expect(current.allDay).toBeGreaterThan(0)
  const longest = one(
    sql`select max(n) n from (select count(*) n from games where tenant_id = 1 group by schedule_id)`,
  )
  expect(longest.n).toBeGreaterThanOrEqual(40)
  const doubleheaders = all(sql`
    select distinct s.global_sport_short_name sport from games g
    join sports s on s.tenant_id = g.tenant_id and s.id = g.sport_id
    where g.tenant_id = 1 and g.is_double_header order by 1`)
  expect(doubleheaders.map((row) => row.sport)).toEqual(['baseball', 'softball'])
})

test('played games have results and box scores, later ones are upcoming, exhibitions have none', () => {
  const wrong = one(sql`
    select sum(status = 'O' and date >= '2026-12-12') playedLater,
      sum(status = 'A' and result_status is not null) upcomingWithResult,
      sum(tournament = 'Exhibition' and (has_box_score or coalesce(line_scores, 'null') <> 'null')) exhibitionBox,
      sum(status = 'O' and not all_day and result_status is null) playedWithout,
      sum(status = 'A' and game_state not in (0, 5)) upcomingState
    from games`)
  for (const [name, value] of Object.entries(wrong)) expect(value, name).toBe(0)
  const states = all(sql`select distinct game_state s from games where status = 'O' order by 1`)
  expect(states.map((row) => row.s)).toEqual([0, 8])
})

test('home games are at a facility of the sport; others at none', () => {
  const wrong = one(sql`
    select sum(g.location_indicator = 'H' and g.facility_id is not null and fs.sport_id is null) n,
      sum(g.location_indicator <> 'H' and g.facility_id is not null) m
    from games g left join facility_sports fs on fs.tenant_id = g.tenant_id
      and fs.facility_id = g.facility_id and fs.sport_id = g.sport_id`)
  expect(wrong).toEqual({ n: 0, m: 0 })
})

test('every stats game is a played game of the same season, with the same result', () => {
  const rows = all(sql`
    select sg.result, g.result_status, sg.team_score, g.team_score gts, sg.date, g.date gdate,
      r.season_id, g.season_id gseason
    from stat_games sg join games g on g.tenant_id = sg.tenant_id and g.id = sg.game_id
    join rosters r on r.tenant_id = sg.tenant_id and r.id = sg.roster_id`)
  const unlinked = one(sql`select count(*) n from stat_games where game_id is null`)
  expect(unlinked.n).toBe(0)
  expect(rows.length).toBeGreaterThan(1000)
  for (const row of rows) {
    expect([row.result, String(row.team_score), row.date, row.season_id]).toEqual([
      row.result_status,
      row.gts,
      toStatsDate(String(row.gdate)),
      row.gseason,
    ])
  }
})

test.each([
  ['2026-09-10T19:00:00', '9/10/2026 7:00:00\u202fPM'],
  ['2027-03-02T12:30:00', '3/2/2027 12:30:00\u202fPM'],
  ['2027-03-02T00:00:00', '3/2/2027 12:00:00\u202fAM'],
])('toStatsDate(%s) is %s', (local, expected) => {
  expect(toStatsDate(local)).toBe(expected)
})
