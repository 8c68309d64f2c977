import { PromotionResponseSchema } from '@fieldhouse/contract/promotions'
import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { promotionCampaigns } from '../../db/schema'
import { openTestApp } from '../../test-support/make-test-app'

const provider = openTestApp()

async function promotion(path: string) {
  return PromotionResponseSchema.parse(await provider.getJson(`/api/v2/promotions/${path}`))
}

test('campaigns default to the first 10 (SPEC 9 pagination default)', async () => {
  const sponsors = await promotion('footer_sponsors')
  expect(sponsors.campaigns).toHaveLength(8)
  expect(sponsors.location).toMatchObject({ type: 'icons', effect: 'none' })
})

const FIRST_FOUR = [
  'Saturday Is Game Day',
  'Join the Student Section',
  expect.stringMatching(/^Sponsor Spotlight: \S/),
  'Family Four-Pack',
]
const LAST_TWO = ['Summer Sports Camps', 'Follow the Owls on the Road']

test.each([
  ['home_multi?$pageIndex=0&$pageSize=4', FIRST_FOUR],
  ['home_multi?$pageIndex=1&$pageSize=4', LAST_TWO],
  ['home_multi?$pageIndex=2&$pageSize=2', LAST_TWO],
])('paging %s returns %j', async (path, titles) => {
  expect((await promotion(path)).campaigns.map((c) => c.title)).toEqual(titles)
})

test('every location type and effect is seeded', async () => {
  const names = [
    'footer_sponsors',
    'home_hero',
    'home_html',
    'partner_html',
    'home_multi',
    'home_random',
  ]
  const locations = await Promise.all(names.map(async (name) => (await promotion(name)).location))
  expect(new Set(locations.map((l) => l.type))).toEqual(
    new Set(['single', 'html', 'icons', 'multi']),
  )
  expect(new Set(locations.map((l) => l.effect))).toEqual(new Set(['random', 'none', 'slide']))
})

test('a single location names its campaign; a random one leaves the pick to the client', async () => {
  expect((await promotion('home_hero')).single?.title).toBe('Season Tickets On Sale')
  const random = await promotion('home_random')
  expect(random).toMatchObject({ single: null, random_single: true })
  expect(random.campaigns).toHaveLength(3)
})

test('some sponsors have no link, so the footer renders them as text', async () => {
  const links = (await promotion('footer_sponsors')).campaigns.map((c) => c.link)
  expect(links.filter((link) => link === null).length).toBeGreaterThan(0)
  expect(links.filter((link) => link !== null).length).toBeGreaterThan(0)
})

test('the partner html carries the c-mbonvoy marker and home_html does not', async () => {
  expect((await promotion('partner_html')).html).toContain('c-mbonvoy')
  expect((await promotion('home_html')).html).not.toContain('c-mbonvoy')
})

test.each([
  ['sport_hero/10', 'Game Day Guide'],
  ['sport_hero/11', 'Follow Your Team'],
  ['sport_hero/0', 'Follow Your Team'],
  ['sport_hero', 'Follow Your Team'],
])('%s uses the sport variant or falls back to the site-wide one (%s)', async (path, title) => {
  expect((await promotion(path)).campaigns[0]?.title).toBe(title)
})

test('the counter counts known campaign ids of the tenant and records impressions', async () => {
  const response = await provider.getJson('/api/v2/promotions/counter?adIds=1,1,2,99999')
  expect(response).toEqual({ counted: 3 })
  const row = provider.db
    .select({ impressions: promotionCampaigns.impressions })
    .from(promotionCampaigns)
    .where(eq(promotionCampaigns.id, 1))
    .all()
  // Campaign 1 exists in both tenants; only the demo's row was counted.
  expect(row.map((r) => r.impressions).sort()).toEqual([0, 2])
})

test('campaigns keep v2 offset paging on /api/v2.1 too', async () => {
  const body = PromotionResponseSchema.parse(
    await provider.getJson('/api/v2.1/promotions/home_multi?$pageIndex=1&$pageSize=4'),
  )
  expect(body.campaigns.map((c) => c.title)).toEqual(LAST_TWO)
})

test.each([
  ['home_multi?$pageSize=0', 'Query parameter $pageSize must be between 1 and 100'],
  ['home_multi?$pageIndex=x', 'Query parameter $pageIndex must be a whole number'],
  ['counter?adIds=1,a', 'Query parameter adIds must be comma-separated numbers'],
])('promotions/%s -> 400 %s', async (path, message) => {
  const response = await provider.get(`/api/v2/promotions/${path}`)
  expect(response.status).toBe(400)
  expect(await response.json()).toMatchObject({ error: { message } })
})
