import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { AlertsResponseSchema } from '@fieldhouse/contract/alerts'
import { AnalyticsSettingsSchema } from '@fieldhouse/contract/analytics'
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
import Ajv from 'ajv'
import addFormats from 'ajv-formats'
import { afterAll, expect, test } from 'vitest'
import type { z } from 'zod'
import { describeWithShared } from '../../../test-support/shared-dir'
import { makeTestApp } from './test-support/make-test-app'

const provider = makeTestApp()
afterAll(() => provider.close())

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
]

const TENANT_IDS = {
  demo: { sport: 10, facility: 500 },
  lakeside: { sport: 200, facility: 600 },
} as const
const CASES = Object.entries(TENANT_IDS).flatMap(([tenant, ids]) =>
  ENDPOINTS.map(
    ([path, schema]) =>
      [
        tenant,
        path.replace('{sport}', String(ids.sport)).replace('{facility}', String(ids.facility)),
        schema,
      ] as const,
  ),
)

test.each(CASES)('%s %s matches the contract exactly', async (tenant, path, schema) => {
  const body = await provider.getJson(path, { tenant })
  // Parsing must succeed and drop nothing: the provider sends no field the contract lacks.
  expect(schema.parse(body)).toEqual(body)
})

// The real provider's JSON Schemas live beside the repo in ../shared (see the root README); a
// fresh clone without it skips this block, CI (FIELDHOUSE_REQUIRE_SHARED=1) fails instead.
describeWithShared('provider/schemas', 'real provider JSON Schemas', (schemasDir) => {
  const ajv = new Ajv({ strict: false, allErrors: true })
  addFormats(ajv)
  const load = (file: string) =>
    ajv.compile(JSON.parse(readFileSync(join(schemasDir, file), 'utf8')))

  test.each<[string, string]>([
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
  ])('%s validates against %s', async (path, file) => {
    const validate = load(file)
    const body = await provider.getJson(path)
    const valid = validate(body)
    expect(valid ? [] : ajv.errorsText(validate.errors).split(', ')).toEqual([])
  })

  test.each([
    ['/api/v2/Facilities', 'v2/facilities/facilitiesSchema.json'],
    ['/api/v2/Facilities/600', 'v2/facilities/facilityIdSchema.json'],
  ])('lakeside %s validates against %s', async (path, file) => {
    const validate = load(file)
    const valid = validate(await provider.getJson(path, { tenant: 'lakeside' }))
    expect(valid ? [] : ajv.errorsText(validate.errors).split(', ')).toEqual([])
  })
})
