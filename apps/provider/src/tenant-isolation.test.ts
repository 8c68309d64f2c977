import { CommonSettingsSchema } from '@fieldhouse/contract/common'
import { SportsResponseSchema } from '@fieldhouse/contract/sports'
import { expect, test } from 'vitest'
import { openTestApp } from './test-support/make-test-app'

const provider = openTestApp()

test('the same endpoint gives each tenant its own data', async () => {
  const demo = SportsResponseSchema.parse(
    await provider.getJson('/api/v2/Sports', { tenant: 'demo' }),
  )
  const lakeside = SportsResponseSchema.parse(
    await provider.getJson('/api/v2/Sports', { tenant: 'lakeside' }),
  )
  const demoIds = new Set(demo.map((s) => s.id))
  expect(lakeside.length).toBeGreaterThan(0)
  expect(lakeside.some((s) => demoIds.has(s.id))).toBe(false)
  expect(demo.some((s) => s.globalSportNameSlug === 'football')).toBe(true)
  expect(lakeside.some((s) => s.globalSportNameSlug === 'football')).toBe(false)

  const theme = async (tenant: string) =>
    CommonSettingsSchema.parse(await provider.getJson('/api/v2/common/settings', { tenant })).theme
  expect((await theme('demo')).siteName).toBe('Northfield State Athletics')
  expect((await theme('lakeside')).siteName).toBe('Lakeside Tech Athletics')
  expect((await theme('demo')).primaryColor).not.toBe((await theme('lakeside')).primaryColor)
})

test.each([
  ['demo', 'America/Chicago'],
  ['lakeside', 'America/New_York'],
])('%s reads its local times in %s', async (tenant, zone) => {
  const settings = CommonSettingsSchema.parse(
    await provider.getJson('/api/v2/common/settings', { tenant }),
  )
  expect(settings.siteSettings.timeZone).toBe(zone)
  // A name the runtime knows, or the client could not use it.
  expect(new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone).toBe(zone)
})

test.each([
  ['/api/v2/Sports/10', 'lakeside'],
  ['/api/v2/Sports/200', 'demo'],
  ['/api/v2/Splash/10', 'lakeside'],
  ['/api/v2/promotions/sport_hero/200', 'demo'],
  ['/api/v2/ScheduleGames/181001', 'lakeside'],
  ['/api/v2/ScheduleGames/181001/results', 'lakeside'],
  ['/api/v2/ScheduleGames/200001', 'demo'],
  ['/api/v2/Schedule/2035/Record', 'lakeside'],
  ['/api/v2/Season/3200/record', 'demo'],
  ['/api/v2/History/YearByYear?sportId=10', 'lakeside'],
  ['/api/v2/OpponentHistory/opponent/10/303', 'lakeside'],
  ['/api/v2/Videos/all-access/15101', 'lakeside'],
  ['/api/v2/Videos/all-access/15202', 'demo'],
])("%s is another tenant's row, so %s gets no content", async (path, tenant) => {
  const own = await provider.get(path, { tenant: tenant === 'demo' ? 'lakeside' : 'demo' })
  expect(own.status).toBe(200)
  const other = await provider.get(path, { tenant })
  if (path.includes('promotions')) {
    // Falls back to the other tenant's own site-wide variant, never the sport variant it lacks.
    expect(await other.json()).not.toEqual(await own.json())
  } else {
    expect(other.status).toBe(204)
  }
})

test("a tenant's sub navigation never includes another tenant's sport", async () => {
  expect(
    await provider.getJson('/api/v2/navigation/sub?sportId=10', { tenant: 'lakeside' }),
  ).toEqual([])
})

test("one tenant's image is not reachable under another tenant's path", async () => {
  const demoOnly = '/images/demo/sports/football.svg'
  expect((await provider.get(demoOnly, { tenant: null })).status).toBe(200)
  expect(
    (await provider.get(demoOnly.replace('/demo/', '/lakeside/'), { tenant: null })).status,
  ).toBe(404)
  const viaService = `/images/resize?url=${demoOnly.replace('/demo/', '/lakeside/')}&width=10`
  expect((await provider.get(viaService, { tenant: null })).status).toBe(404)
})

test("a tenant's games lists never include another tenant's games", async () => {
  const ids = async (tenant: string) => {
    const body = (await provider.getJson('/api/v2/EventsResults/results?$pageSize=100', {
      tenant,
    })) as { items: { id: number; sport: { id: number } }[] }
    return body.items.map((item) => item.sport.id)
  }
  expect((await ids('demo')).every((id) => id < 100)).toBe(true)
  expect((await ids('lakeside')).every((id) => id >= 200)).toBe(true)
})

test("a tenant's calendar never shows another tenant's games", async () => {
  const sportIds = async (tenant: string) => {
    const days = (await provider.getJson('/api/v2/Calendar/events?date=2026-09-01', {
      tenant,
    })) as { events: { sport: { id: number } }[] }[]
    return days.flatMap((day) => day.events.map((event) => event.sport.id))
  }
  const demo = await sportIds('demo')
  const lakeside = await sportIds('lakeside')
  expect(demo.length).toBeGreaterThan(0)
  expect(lakeside.length).toBeGreaterThan(0)
  expect(demo.every((id) => id < 100)).toBe(true)
  expect(lakeside.every((id) => id >= 200)).toBe(true)
})

test("a tenant's all-access library and its files never show another tenant's", async () => {
  const library = async (tenant: string, query = '') =>
    (
      (await provider.getJson(`/api/v2/Videos/all-access?$pageSize=100${query}`, { tenant })) as {
        items: { id: string; sport: { id: number }; videoUrl: string }[]
      }
    ).items
  const demo = await library('demo')
  const lakeside = await library('lakeside')
  expect(demo.every((item) => item.sport.id < 100 && !item.videoUrl.includes('/lakeside/'))).toBe(
    true,
  )
  expect(lakeside.every((item) => item.sport.id >= 200 && !item.videoUrl.includes('/demo/'))).toBe(
    true,
  )
  // Another tenant's ids filter and pin nothing.
  expect(await library('lakeside', `&sportId=${demo[0]?.sport.id}`)).toEqual([])
  const pinned = await library('lakeside', `&pinnedMediaId=${demo[0]?.id}`)
  expect(pinned.map((item) => item.id)).toEqual(lakeside.map((item) => item.id))
})
