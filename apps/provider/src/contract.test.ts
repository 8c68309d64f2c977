import { AlertsResponseSchema } from '@fieldhouse/contract/alerts'
import { AnalyticsSettingsSchema } from '@fieldhouse/contract/analytics'
import { BoxScoreResponseSchema } from '@fieldhouse/contract/boxscore'
import {
  CommonSettingsSchema,
  SportPageTemplatesSchema,
  TemplatesSchema,
} from '@fieldhouse/contract/common'
import {
  FacilitiesCursorResponseSchema,
  FacilitiesResponseSchema,
  FacilityResourceSchema,
} from '@fieldhouse/contract/facilities'
import { GoogleSettingsSchema } from '@fieldhouse/contract/google'
import { LiveStatsResponseSchema } from '@fieldhouse/contract/live-stats'
import {
  PlayerHistoryCursorResponseSchema,
  PlayerHistoryResponseSchema,
  PlayerSearchResponseSchema,
  RosterPlayerResourceSchema,
  RosterPlayersCursorResponseSchema,
  RosterPlayersResponseSchema,
} from '@fieldhouse/contract/players'
import {
  RosterListResponseSchema,
  RosterResourceSchema,
  RostersResponseSchema,
} from '@fieldhouse/contract/rosters'
import { RelatedSeasonsResponseSchema, SeasonResourceSchema } from '@fieldhouse/contract/seasons'
import { CoachingHistoryResponseSchema, StaffResourceSchema } from '@fieldhouse/contract/staff'
import { PlayerCareerResponseSchema, StatsBioResponseSchema } from '@fieldhouse/contract/stats'
import { MobileSettingsSchema } from '@fieldhouse/contract/mobile'
import {
  NavigationResponseSchema,
  SubNavigationResponseSchema,
} from '@fieldhouse/contract/navigation'
import {
  PromotionCounterResponseSchema,
  PromotionResponseSchema,
} from '@fieldhouse/contract/promotions'
import { SeoSettingsSchema } from '@fieldhouse/contract/seo'
import { SplashClickResponseSchema, SplashResponseSchema } from '@fieldhouse/contract/splash'
import { SportResourceSchema, SportsResponseSchema } from '@fieldhouse/contract/sports'
import { TakeoversResponseSchema } from '@fieldhouse/contract/takeovers'
import { TrackingTagSearchResponseSchema } from '@fieldhouse/contract/tracking-tag'
import { afterAll, describe, expect, test } from 'vitest'
import type { z } from 'zod'
import { sql } from 'drizzle-orm'
import { describeWithShared } from '../../../test-support/shared-dir'
import { SLOT_SECONDS } from './games-sim/live-game-rules'
import { LIVE_GAME_ID } from './resources/live-stats/live-game-setup'
import { expectExactly, schemaChecker, testAgainstSchemas } from './test-support/answers'
import { makeTestApp, openTestApp } from './test-support/make-test-app'
import { bearer, signInAsEditor } from './test-support/staff-session'
import { allowNull } from './test-support/widen-schema'

const provider = openTestApp()

// Every endpoint, per tenant; {sport} is the tenant's featured sport id, {facility} its first
// facility.
const ENDPOINTS: [string, z.ZodType][] = [
  ['/api/v2/Sports', SportsResponseSchema],
  ['/api/v2/Sports/{sport}', SportResourceSchema],
  ['/api/v2/navigation', NavigationResponseSchema],
  ['/api/v2/navigation/sub?sportId={sport}', SubNavigationResponseSchema],
  ['/api/v2/Seo', SeoSettingsSchema],
  ['/api/v2/Google', GoogleSettingsSchema],
  ['/api/v2/Analytics/settings', AnalyticsSettingsSchema],
  ['/api/v2/mobile/settings', MobileSettingsSchema],
  ['/api/v2/common/settings', CommonSettingsSchema],
  ['/api/v2/common/templates', TemplatesSchema],
  ['/api/v2/common/templates/sports-pages', SportPageTemplatesSchema],
  ['/api/v2/TrackingTag/search', TrackingTagSearchResponseSchema],
  [
    '/api/v2/TrackingTag/search?PageTemplate=home&SportName=football',
    TrackingTagSearchResponseSchema,
  ],
  ['/api/v2/Takeovers?sportId={sport}', TakeoversResponseSchema],
  ['/api/v2/Splash/{sport}', SplashResponseSchema],
  ['/api/v2/Splash?splashId=1', SplashResponseSchema],
  ['/api/v2/Hidden/Splash?splashId=2&t=123', SplashResponseSchema],
  ['/api/v2/Hidden/Splash?sport={sport}', SplashResponseSchema],
  ['/api/v2/Splash/click/1', SplashClickResponseSchema],
  ['/api/v2/promotions/footer_sponsors', PromotionResponseSchema],
  ['/api/v2/promotions/home_hero', PromotionResponseSchema],
  ['/api/v2/promotions/home_html', PromotionResponseSchema],
  ['/api/v2/promotions/partner_html', PromotionResponseSchema],
  ['/api/v2/promotions/home_multi', PromotionResponseSchema],
  ['/api/v2/promotions/home_random', PromotionResponseSchema],
  ['/api/v2/promotions/sport_hero/{sport}', PromotionResponseSchema],
  ['/api/v2/promotions/counter?adIds=1,2,3', PromotionCounterResponseSchema],
  ['/api/v2/Alert/active', AlertsResponseSchema],
  ['/api/v2/Facilities', FacilitiesResponseSchema],
  ['/api/v2/Facilities?$pageIndex=1&$pageSize=3', FacilitiesResponseSchema],
  ['/api/v2/Facilities/{facility}', FacilityResourceSchema],
  ['/api/v2.1/Facilities', FacilitiesCursorResponseSchema],
  ['/api/v2.1/Facilities?PageSize=2', FacilitiesCursorResponseSchema],
  ['/api/v2/Rosters?sportId={sport}', RostersResponseSchema],
  ['/api/v2/Rosters/{roster}', RosterResourceSchema],
  ['/api/v2/Rosters/bySport/{slug}?season=2025', RosterResourceSchema],
  ['/api/v2/Rosters/list?sportId={sport}', RosterListResponseSchema],
  ['/api/v2/Rosters/list', RosterListResponseSchema],
  ['/api/v2/Rosters/active/list', RosterListResponseSchema],
  ['/api/v2/Players/roster/{roster}', RosterPlayersResponseSchema],
  ['/api/v2.1/Players/roster/{roster}?PageSize=5', RosterPlayersCursorResponseSchema],
  ['/api/v2/Players/roster/bio/{rosterPlayer}', RosterPlayerResourceSchema],
  ['/api/v2/Hidden/rosters/{roster}', RosterResourceSchema],
  ['/api/v2/Hidden/players/roster/bio/{rosterPlayer}', RosterPlayerResourceSchema],
  ['/api/v2/Players/history?SportId={sport}', PlayerHistoryResponseSchema],
  ['/api/v2.1/Players/history?PageSize=5', PlayerHistoryCursorResponseSchema],
  ['/api/v2/Players/search?searchText=an', PlayerSearchResponseSchema],
  ['/api/v2/Season?sportId={sport}', SeasonResourceSchema],
  ['/api/v2/Season/current?sportId={sport}', SeasonResourceSchema],
  ['/api/v2/Season/{sport}/related', RelatedSeasonsResponseSchema],
  ['/api/v2/Staff/{staff}', StaffResourceSchema],
  ['/api/v2/Staff/coaches/history/overall/{sport}', CoachingHistoryResponseSchema],
]

// {roster} is the sport's current roster, {rosterPlayer} the first player-season of the sport.
const TENANT_IDS = {
  demo: {
    sport: 10,
    slug: 'football',
    facility: 500,
    roster: 1010,
    rosterPlayer: 110000,
    staff: 41000,
  },
  lakeside: {
    sport: 200,
    slug: 'mens-basketball',
    facility: 600,
    roster: 1200,
    rosterPlayer: 300000,
    staff: 60000,
  },
} as const
const CASES = Object.entries(TENANT_IDS).flatMap(([tenant, ids]) =>
  ENDPOINTS.map(
    ([path, schema]) =>
      [
        tenant,
        path
          .replaceAll('{sport}', String(ids.sport))
          .replace('{slug}', ids.slug)
          .replace('{facility}', String(ids.facility))
          .replace('{roster}', String(ids.roster))
          .replace('{rosterPlayer}', String(ids.rosterPlayer))
          .replace('{staff}', String(ids.staff)),
        schema,
      ] as const,
  ),
)

// /Hidden/... needs a signed-in editor of the tenant (resources/auth).
const EDITOR_HEADERS: Record<string, Record<string, string>> = {
  demo: bearer(await signInAsEditor(provider.app, 'demo')),
  lakeside: bearer(await signInAsEditor(provider.app, 'lakeside')),
}

test.each(CASES)('%s %s matches the contract exactly', async (tenant, path, schema) => {
  const headers = path.includes('/Hidden/') ? EDITOR_HEADERS[tenant] : {}
  await expectExactly(provider, path, schema, { tenant, headers })
})

// Stats of the sports that keep them, both tenants: for the first players of last season's
// roster, every season their bio lists, through both stats endpoints.
const STATS_SPORTS = [
  ['demo', [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21]],
  ['lakeside', [200, 201, 202, 203, 204, 205, 206, 207]],
] as const

async function statsRequests(tenant: string, sportId: number): Promise<string[]> {
  const roster = RosterResourceSchema.parse(
    await provider.getJson(`/api/v2/Rosters/${900 + sportId}`, { tenant }),
  )
  const slug = roster.sport.globalSportNameSlug ?? ''
  const paths: string[] = []
  for (const player of roster.players.slice(0, 6)) {
    const bio = RosterPlayerResourceSchema.parse(
      await provider.getJson(`/api/v2/Players/roster/bio/${player.rosterPlayerId}`, { tenant }),
    )
    for (const season of bio.statsSeasons ?? []) {
      paths.push(
        `/api/v2/Stats/bio?rosterPlayerId=${season.rosterPlayerId}&sport=${slug}&year=${season.year}`,
      )
    }
    if ((bio.statsSeasons ?? []).length > 0) {
      paths.push(`/api/v2/Stats/${slug}/player/career?rosterPlayerId=${player.rosterPlayerId}`)
      paths.push(`/api/v2/Stats/${slug}/player/career?playerId=${player.playerId}`)
    }
  }
  return paths
}

test.each(STATS_SPORTS.flatMap(([tenant, ids]) => ids.map((id) => [tenant, id] as const)))(
  '%s sport %i: stats match the contract exactly',
  async (tenant, sportId) => {
    const paths = await statsRequests(tenant, sportId)
    expect(paths.length).toBeGreaterThan(0)
    for (const path of paths) {
      const schema = path.includes('/career') ? PlayerCareerResponseSchema : StatsBioResponseSchema
      await expectExactly(provider, path, schema, { tenant })
    }
  },
)

// The real provider's JSON Schemas live beside the repo in ../shared (see the root README); a
// fresh clone without it skips this block, CI (FIELDHOUSE_REQUIRE_SHARED=1) fails instead.
describeWithShared('provider/schemas', 'real provider JSON Schemas', (schemasDir) => {
  const checker = schemaChecker(schemasDir)
  const { read, compile, load, check } = checker

  testAgainstSchemas(provider, checker, [
    ['/api/v2/Sports', 'v2/sports/sportsSchema.json'],
    ['/api/v2/Sports/10', 'v2/sports/idSchema.json'],
    ['/api/v2/Sports/36', 'v2/sports/idSchema.json'],
    ['/api/v2/Navigation', 'v2/navigation/navigationSchema.json'],
    ['/api/v2/Navigation/sub?sportId=10', 'v2/navigation/subSchema.json'],
    ['/api/v2/Navigation/sub?sportId=11', 'v2/navigation/subSchema.json'],
    ['/api/v2/Seo', 'v2/seo/seoSchema.json'],
    ['/api/v2/Google', 'v2/google/googleSchema.json'],
    ['/api/v2/Analytics/settings', 'v2/analytics/settingsSchema.json'],
    ['/api/v2/Mobile/settings', 'v2/mobile/settingsSchema.json'],
    ['/api/v2/TrackingTag/search', 'v2/trackingTag/searchSchema.json'],
    [
      '/api/v2/TrackingTag/search?SportName=football&PageTemplate=home',
      'v2/trackingTag/searchSchema.json',
    ],
    ['/api/v2/Facilities', 'v2/facilities/facilitiesSchema.json'],
    ['/api/v2/Facilities?$pageIndex=1&$pageSize=5', 'v2/facilities/facilitiesSchema.json'],
    // Every demo facility by id: with one sport, several, none; 2 to 4 pictures.
    ...Array.from({ length: 15 }, (_, i): [string, string] => [
      `/api/v2/Facilities/${500 + i}`,
      'v2/facilities/facilityIdSchema.json',
    ]),
  ])

  describe('lakeside', () => {
    testAgainstSchemas(
      provider,
      checker,
      [
        ['/api/v2/Facilities', 'v2/facilities/facilitiesSchema.json'],
        ['/api/v2/Facilities/600', 'v2/facilities/facilityIdSchema.json'],
      ],
      { tenant: 'lakeside' },
    )
  })

  // Widened where the real schemas disagree (test-support/widen-schema.ts): a player's
  // jerseyNumber is null in players/randomSchema.json, a player's image null in
  // rosters/rostersSchema.json and players/rosterBioSchema.json.
  const loadRosterSchema = (file: string, playersPath: string) => {
    const schema = read(file)
    const prefix = playersPath ? `${playersPath}.` : ''
    allowNull(schema, `${prefix}jerseyNumber`)
    allowNull(schema, `${prefix}image`)
    return compile(schema)
  }

  // Every sport of both tenants: its paged rosters, its current roster by id and by slug, its
  // players and the bios of the first players of its oldest roster.
  const SPORTS = [
    ...Array.from({ length: 26 }, (_, i) => ['demo', 10 + i] as const),
    ...Array.from({ length: 15 }, (_, i) => ['lakeside', 200 + i] as const),
  ]

  const rosters = loadRosterSchema('v2/rosters/rostersSchema.json', 'items[].players[]')
  const roster = loadRosterSchema('v2/rosters/rosterIdSchema.json', 'players[]')
  const rosterPlayers = loadRosterSchema('v2/players/rosterIdSchema.json', 'items[]')
  const bio = loadRosterSchema('v2/players/rosterBioSchema.json', '')

  test.each(SPORTS)('%s sport %i: rosters, players and bios validate', async (tenant, sportId) => {
    const get = (path: string) => provider.getJson(path, { tenant })
    expect(check(rosters, await get(`/api/v2/Rosters?sportId=${sportId}`))).toEqual([])
    const current = RosterResourceSchema.parse(await get(`/api/v2/Rosters/${1000 + sportId}`))
    expect(check(roster, current)).toEqual([])
    const slug = current.sport.globalSportNameSlug ?? ''
    expect(check(roster, await get(`/api/v2/Rosters/bySport/${slug}?season=2025`))).toEqual([])
    const players = `/api/v2/Players/roster/${1000 + sportId}?$pageSize=100`
    expect(check(rosterPlayers, await get(players))).toEqual([])
    for (const offset of [0, 1, 2]) {
      const id = 100_000 + sportId * 1000 + offset
      expect(check(bio, await get(`/api/v2/Players/roster/bio/${id}`)), String(id)).toEqual([])
    }
  })

  // Every staff member of every sport (by id: staffId = 40000 + sport id x 100 + n), and every
  // sport's coaching records, of both tenants.
  test.each(SPORTS)('%s sport %i: staff and coaching records validate', async (tenant, sportId) => {
    const staff = load('v2/staff/staffIdSchema.json')
    const records = load('v2/staff/coaches/history/overallSchema.json')
    expect(
      check(
        records,
        await provider.getJson(`/api/v2/Staff/coaches/history/overall/${sportId}`, { tenant }),
      ),
    ).toEqual([])
    const roster = RosterResourceSchema.parse(
      await provider.getJson(`/api/v2/Rosters/${1000 + sportId}`, { tenant }),
    )
    const ids = [...(roster.coaches ?? []), ...(roster.support ?? [])].map(
      (member) => member.staffId,
    )
    expect(ids.length).toBeGreaterThanOrEqual(4)
    for (const id of ids) {
      expect(
        check(staff, await provider.getJson(`/api/v2/Staff/${id}`, { tenant })),
        String(id),
      ).toEqual([])
    }
  })

  // The career schemas spell their dynamic season keys as fixed names ("2012", "2013"); every
  // season key is checked against that one season shape. Baseball and softball use the baseball
  // sheet (ForRosterPlayerId), soccer the soccer one (ForPlayerId); Stats/bio's schema is
  // baseball's.
  const careerSchema = (file: string) => {
    const schema = read(file) as { properties: Record<string, object> }
    return compile({ type: 'object', additionalProperties: schema.properties['2012'] })
  }
  const baseballCareer = careerSchema('v2/stats/playerCareerSchemaForRosterPlayerId.json')
  const soccerCareer = careerSchema('v2/stats/playerCareerSchemaForPlayerId.json')
  const statsBio = load('v2/stats/bioSchema.json')

  test.each([
    ['demo', 13, baseballCareer],
    ['demo', 14, baseballCareer],
    ['demo', 15, soccerCareer],
    ['demo', 16, soccerCareer],
    ['lakeside', 202, baseballCareer],
    ['lakeside', 203, baseballCareer],
    ['lakeside', 204, soccerCareer],
  ] as const)('%s sport %i: stats validate', async (tenant, sportId, career) => {
    for (const path of await statsRequests(tenant, sportId)) {
      const body = await provider.getJson(path, { tenant })
      if (path.includes('/career')) expect(check(career, body), path).toEqual([])
      else if (career === baseballCareer) expect(check(statsBio, body), path).toEqual([])
    }
  })

  testAgainstSchemas(provider, checker, [
    ['/api/v2/Rosters/list', 'v2/rosters/listSchema.json'],
    ['/api/v2/Rosters/list?sportId=11', 'v2/rosters/listSchema.json'],
    ['/api/v2/Rosters/list?sport=baseball&season=2026', 'v2/rosters/listSchema.json'],
    ['/api/v2/Rosters/active/list', 'v2/rosters/activeListSchema.json'],
    ['/api/v2/Players/history', 'v2/players/historySchema.json'],
    [
      '/api/v2/Players/history?SportId=10&lastNameStart=m&$pageSize=50',
      'v2/players/historySchema.json',
    ],
    ['/api/v2/Players/search?searchText=son', 'v2.1/players/searchSchema.json'],
    ['/api/v2/Season?sportId=10', 'v2/season/seasonSchema.json'],
    ['/api/v2/Season/current?sportId=11', 'v2/season/currentSchema.json'],
    ['/api/v2/Season/11/related', 'v2/season/relatedSchema.json'],
    ['/api/v2/Season/10/related', 'v2/season/relatedSchema.json'],
  ])
})

// Box scores: one played game of every sport that has them, both tenants (decision record 016).
test.each([
  ['demo', 1],
  ['lakeside', 2],
])('%s: every sport’s box score matches the contract exactly', async (tenant, tenantId) => {
  const ids = provider.db.all<{ id: number }>(sql`
    select min(id) id from games where tenant_id = ${tenantId} and has_box_score and status = 'O'
      and result_status in ('W', 'L', 'T') group by sport_id`)
  expect(ids.length).toBeGreaterThanOrEqual(8)
  for (const { id } of ids) {
    await expectExactly(provider, `/api/v2/stats/boxscore/${id}`, BoxScoreResponseSchema, {
      tenant,
    })
  }
})

// The live demo game, under way and over: its live stats and its box score.
const LIVE_START = Date.UTC(2026, 10, 23, 18, 0, 0)
let liveClock = LIVE_START
const live = makeTestApp({ now: () => new Date(liveClock), liveGameStart: LIVE_START })
afterAll(() => live.close())

test.each([600, 1800, SLOT_SECONDS - 30])(
  'the live game %i s after the first tip-off matches the contract exactly',
  async (seconds) => {
    liveClock = LIVE_START + seconds * 1000
    for (const tenant of ['demo', 'lakeside']) {
      await expectExactly(live, `/api/v2/LiveStats/${LIVE_GAME_ID}`, LiveStatsResponseSchema, {
        tenant,
      })
      const box = await live.get(`/api/v2/stats/boxscore/${LIVE_GAME_ID}`, { tenant })
      if (box.status === 204) continue
      const body: unknown = await box.json()
      expect(BoxScoreResponseSchema.parse(body)).toEqual(body)
    }
  },
)
