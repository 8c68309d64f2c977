import {
  CalendarCountResponseSchema,
  CalendarEventSchema,
  CalendarResponseSchema,
} from '@fieldhouse/contract/calendar'
import { CountdownSchema } from '@fieldhouse/contract/countdown'
import {
  EventsResultsCursorResponseSchema,
  EventsResultsResponseSchema,
} from '@fieldhouse/contract/events-results'
import { YearByYearResponseSchema } from '@fieldhouse/contract/history'
import {
  OpponentFiltersResponseSchema,
  OpponentHistoryCursorResponseSchema,
  OpponentHistoryDetailSchema,
  OpponentHistoryListResponseSchema,
} from '@fieldhouse/contract/opponent-history'
import { LegacyGameSchema, ScheduleGameResultsSchema } from '@fieldhouse/contract/schedule-games'
import { ScheduleRecordSchema, ScheduleSettingsSchema } from '@fieldhouse/contract/schedule-record'
import { expect, test } from 'vitest'
import type { z } from 'zod'
import { openTestApp } from './test-support/make-test-app'

// The games endpoints against the Zod contract (packages/contract), as contract.test.ts does for
// the rest: parsing must succeed and keep every field, except the ones listed here that the
// contract leaves out on purpose (sent as the evidence shows, never read by the client). A field
// the provider renames or misspells is then dropped by the parse and fails the test. The real
// JSON Schemas are checked in games-contract.test.ts; the client's mapping of these responses in
// tests/integration/provider-client-games.test.ts.

const provider = openTestApp()

const SPORT_EXTRAS = ['shortTitle', 'globalSportGender']
// v2.1 only (README 4.2): head-to-head and multi-team event fields.
const V21_EXTRAS = [
  'displayHeadToHead',
  'opponents',
  'homeTeamOrderNumber',
  'eventName',
  'eventLogo',
  'isHeadToHead',
  'leaders',
  'teams',
  'periodsRegulation',
  'period',
]
const FEED = SPORT_EXTRAS.map((field) => `items[].sport.${field}`)
const FEED_V21 = [...FEED, ...V21_EXTRAS.map((field) => `items[].${field}`)]
// Records: of the full sport object only its id is kept.
const RECORD = [
  ...['title', 'abbreviation', 'shortname', 'shortTitle', 'globalSportId', 'sportNonSport'],
  ...['showAtVs', 'globalSportShortname', 'gender', 'youtube', 'facebook', 'twitter'],
  ...['instagram', 'globalSportNameSlug', 'url', 'ranking', 'gameSynonym'],
].map((field) => `sport.${field}`)
// The countdown reads what it shows: the game's sport, opponent, place, time, TV and tickets.
const COUNTDOWN = [
  ...[
    ...['abbreviation', 'shortTitle', 'globalSportId', 'nonSport', 'showAtVs'],
    ...['globalSportShortname', 'gender', 'youtube', 'facebook', 'twitter', 'instagram'],
    ...['pinterest', 'tickets', 'url', 'ranking', 'gameSynonym'],
  ].map((field) => `game.sport.${field}`),
  ...[
    ...['videoText', 'audioText', 'gameNote', 'gamePromotionName', 'tvImage', 'tvImageLink'],
    ...['custom1', 'custom2', 'custom3'],
  ].map((field) => `game.media.${field}`),
  ...['game.promotion', 'game.eventImage', 'ad'],
]
const LEGACY_GAME = ['galleries', 'hasWePlayedMoments']
// Trimmed calendar events (/Calendar/events, month, print, date-range).
const CALENDAR_EVENT = ['promotion', 'gamelinks']
const GAME_RESULTS = [
  ...['socialMedia', 'boxscore', 'gamePromotionName', 'gameCustom1', 'gameCustom2'],
  ...['gameCustom3', 'galleries', 'facility', 'media'],
]
const OPPONENT_DETAIL = [
  ...['results[].scoringLine', 'results[].image', 'results[].media'],
  ...['abbrev', 'shortDisplay', 'shortName', 'globalSportId', 'globalSportGender'].map(
    (field) => `sport.${field}`,
  ),
]

// Deletes a path ("items[].sport.shortTitle") from a JSON body, in place.
function omit(value: unknown, segments: string[]): void {
  if (value === null || typeof value !== 'object') return
  const [segment = '', ...rest] = segments
  const key = segment.replace(/\[\]$/, '')
  const record = value as Record<string, unknown>
  if (rest.length === 0) {
    delete record[key]
    return
  }
  const child = record[key]
  for (const item of segment.endsWith('[]') && Array.isArray(child) ? child : [child]) {
    omit(item, rest)
  }
}

function expectContract(schema: z.ZodType, body: unknown, notRead: string[], label: string) {
  const expected = structuredClone(body)
  for (const path of notRead) omit(expected, path.split('.'))
  expect(schema.parse(body), label).toEqual(expected)
}

// {sport} is the tenant's featured sport, {schedule}/{season} its current schedule and season
// (its /Sports scheduleId and seasonId), {pastSchedule} last season's schedule.
const ENDPOINTS: [string, z.ZodType, string[]][] = [
  ['/api/v2/EventsResults/results?$pageSize=100', EventsResultsResponseSchema, FEED],
  ['/api/v2/EventsResults/upcoming?sportId={sport}', EventsResultsResponseSchema, FEED],
  ['/api/v2/EventsResults/scoreboard?$pageSize=100', EventsResultsResponseSchema, FEED],
  [
    '/api/v2/EventsResults/results?StartDate=2025-09-01&EndDate=2025-12-31&locationIndicator=h',
    EventsResultsResponseSchema,
    FEED,
  ],
  ['/api/v2.1/EventsResults/results?PageSize=100', EventsResultsCursorResponseSchema, FEED_V21],
  ['/api/v2.1/EventsResults/upcoming?PageSize=100', EventsResultsCursorResponseSchema, FEED_V21],
  ['/api/v2.1/EventsResults/scoreboard', EventsResultsCursorResponseSchema, FEED_V21],
  [
    '/api/v2.1/EventsResults/results?SportId={sport}&DateRange.StartDate=2025-01-01&Upcoming=false',
    EventsResultsCursorResponseSchema,
    FEED_V21,
  ],
  ['/api/v2/Schedule/{schedule}/Record', ScheduleRecordSchema, RECORD],
  ['/api/v2/Schedule/{pastSchedule}/Record', ScheduleRecordSchema, RECORD],
  ['/api/v2/Season/{season}/record', ScheduleRecordSchema, RECORD],
  ['/api/v2/Schedule/settings', ScheduleSettingsSchema, []],
  ['/api/v2/Countdown/homepage', CountdownSchema, COUNTDOWN],
  ['/api/v2/History/YearByYear?sportId={sport}', YearByYearResponseSchema, []],
  ['/api/v2/OpponentHistory/list/{sport}?$pageSize=100', OpponentHistoryListResponseSchema, []],
  ['/api/v2.1/OpponentHistory?SportId={sport}&PageSize=5', OpponentHistoryCursorResponseSchema, []],
  ['/api/v2/OpponentHistory/filters/opponents', OpponentFiltersResponseSchema, []],
  [
    '/api/v2.1/OpponentHistory/filters/opponents?sportId={sport}',
    OpponentFiltersResponseSchema,
    [],
  ],
  ['/api/v2/Calendar/count?date=2026-10-01', CalendarCountResponseSchema, []],
]

const TENANT_IDS = {
  demo: { sport: 10, schedule: 2010, pastSchedule: 1910, season: 3010 },
  lakeside: { sport: 200, schedule: 2200, pastSchedule: 2100, season: 3200 },
} as const
const withIds = (path: string, ids: Record<string, number>) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => String(ids[name]))

test.each(
  Object.entries(TENANT_IDS).flatMap(([tenant, ids]) =>
    ENDPOINTS.map(
      ([path, schema, notRead]) => [tenant, withIds(path, ids), schema, notRead] as const,
    ),
  ),
)('%s %s matches the contract', async (tenant, path, schema, notRead) => {
  const body = await provider.getJson(path, { tenant })
  expectContract(schema, body, notRead, path)
})

// Calendar days: the day list exactly, then each event with the schema the client applies to
// it (events stay `unknown` in the day so one bad event is dropped alone).
const CALENDAR: [string, string[]][] = [
  ['/api/v2/Calendar/events?date=2026-10-01', CALENDAR_EVENT],
  ['/api/v2/Calendar/month?date=2026-11-01&sportId={sport}', CALENDAR_EVENT],
  ['/api/v2/Calendar/print?year=2026&locationIndicator=H', CALENDAR_EVENT],
  ['/api/v2/Calendar/events/date-range?startDate=2027-02-01&endDate=2027-03-31', CALENDAR_EVENT],
  ['/api/v2/Calendar/from/2026-09-01/to/2026-10-31', LEGACY_GAME],
  ['/api/v2/Calendar/previews/from/2026-09-01/to/2026-09-30', []],
]

test.each(
  Object.entries(TENANT_IDS).flatMap(([tenant, ids]) =>
    CALENDAR.map(([path, notRead]) => [tenant, withIds(path, ids), notRead] as const),
  ),
)('%s %s: days and events match the contract', async (tenant, path, notRead) => {
  const body = await provider.getJson(path, { tenant })
  expectContract(CalendarResponseSchema, body, [], path)
  const events = CalendarResponseSchema.parse(body).flatMap((day) => day.events ?? [])
  expect(events.length).toBeGreaterThan(0)
  for (const event of events) expectContract(CalendarEventSchema, event, notRead, path)
})

type FeedItem = {
  id: number
  status: string
  tournament: string
  allDay: boolean
  tbd: boolean
  result: { status: string } | null
}

// Single games of each kind, read from the seeded feeds: played, tied, without a decision,
// canceled, an exhibition, upcoming, all-day, TBD; each game's results page too.
test.each(['demo', 'lakeside'])(
  '%s: single games and their results match the contract',
  async (tenant) => {
    const feed = async (name: string) =>
      (
        (await provider.getJson(`/api/v2/EventsResults/${name}?$pageSize=100`, { tenant })) as {
          items: FeedItem[]
        }
      ).items
    const all = [...(await feed('results')), ...(await feed('upcoming'))]
    const picks = [
      all.find((game) => game.result?.status === 'W'),
      all.find((game) => game.result?.status === 'T'),
      all.find((game) => game.result?.status === 'N'),
      all.find((game) => game.status === 'C'),
      all.find((game) => game.tournament === 'Exhibition'),
      all.find((game) => game.status === 'A'),
      all.find((game) => game.allDay),
      all.find((game) => game.tbd),
    ].filter((game) => game !== undefined)
    expect(picks.length).toBeGreaterThanOrEqual(5)
    for (const { id } of picks) {
      const game = await provider.getJson(`/api/v2/ScheduleGames/${id}`, { tenant })
      expectContract(LegacyGameSchema, game, LEGACY_GAME, String(id))
      const results = await provider.getJson(`/api/v2/ScheduleGames/${id}/results`, { tenant })
      expectContract(ScheduleGameResultsSchema, results, GAME_RESULTS, `${id}/results`)
    }
  },
)

test.each([
  ['demo', 10],
  ['demo', 18],
  ['lakeside', 200],
] as const)('%s sport %i: every series in detail matches the contract', async (tenant, sportId) => {
  const list = OpponentHistoryListResponseSchema.parse(
    await provider.getJson(`/api/v2/OpponentHistory/list/${sportId}?$pageSize=100`, { tenant }),
  )
  expect(list.items.length).toBeGreaterThan(3)
  for (const { opponent } of list.items) {
    const path = `/api/v2/OpponentHistory/opponent/${sportId}/${opponent.id}`
    expectContract(
      OpponentHistoryDetailSchema,
      await provider.getJson(path, { tenant }),
      OPPONENT_DETAIL,
      path,
    )
  }
})
