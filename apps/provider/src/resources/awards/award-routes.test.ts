import {
  AwardResourceSchema,
  AwardsCursorResponseSchema,
  AwardsResponseSchema,
  AwardTypesResponseSchema,
} from '@fieldhouse/contract/awards'
import { afterAll, expect, test } from 'vitest'
import { TEST_SEED_NOW } from '../../clock/seed-clock'
import { makeTestApp } from '../../test-support/make-test-app'

const provider = makeTestApp({ now: () => new Date(`${TEST_SEED_NOW}Z`) })
afterAll(() => provider.close())

const page = async (query: string) =>
  AwardsResponseSchema.parse(await provider.getJson(`/api/v2/Awards${query}`))

const all: ReturnType<typeof AwardResourceSchema.parse>[] = []
for (let index = 0; ; index += 1) {
  const next = await page(`?$pageSize=100&$pageIndex=${index}`)
  all.push(...next.items)
  if (index + 1 >= next.pages) break
}

test('awards across decades and sports, newest first; recent ones name roster players', () => {
  expect(all.length).toBeGreaterThanOrEqual(150)
  const dates = all.map((a) => a.date)
  expect(dates).toEqual([...dates].sort().reverse())
  expect(Math.min(...dates.map((d) => Number(d.slice(0, 4))))).toBeLessThan(1975)
  expect(new Set(all.map((a) => a.sport.id)).size).toBeGreaterThanOrEqual(20)
  const linked = all.filter((a) => a.playerId > 0)
  expect(linked.length).toBeGreaterThanOrEqual(30)
  expect(linked.every((a) => (a.rosterPlayerId ?? 0) >= 100_000)).toBe(true)
  expect(all.every((a) => a.image?.url.startsWith('/images/demo/'))).toBe(true)
  expect(all.some((a) => a.positionLong === 'Head Coach')).toBe(true)
})

test('AwardTypeId, sportId and HideExpired filter; types list', async () => {
  const types = AwardTypesResponseSchema.parse(await provider.getJson('/api/v2/Awards/types'))
  expect(types.map((t) => t.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
  const weekly = await page('?AwardTypeId=7&$pageSize=100')
  expect(weekly.total).toBe(12)
  expect(weekly.items.every((a) => a.aowTypeId === 7)).toBe(true)
  const football = await page('?sportId=10&$pageSize=100')
  expect(football.items.every((a) => a.sport.id === 10)).toBe(true)
  const live = await page('?HideExpired=true&$pageSize=100')
  expect(live.total).toBeGreaterThan(0)
  expect(live.items.every((a) => (a.aowExpires ?? '') > TEST_SEED_NOW)).toBe(true)
  expect((await page('?HideExpired=false')).total).toBe(all.length)
})

test('v2.1 cursor pages follow the v2 order', async () => {
  const first = AwardsCursorResponseSchema.parse(
    await provider.getJson('/api/v2.1/Awards?PageSize=5'),
  )
  expect(first.items.map((a) => a.id)).toEqual(all.slice(0, 5).map((a) => a.id))
  const next = AwardsCursorResponseSchema.parse(
    await provider.getJson(`/api/v2.1/Awards?PageSize=5&After=${first.after}`),
  )
  expect(next.items.map((a) => a.id)).toEqual(all.slice(5, 10).map((a) => a.id))
})

test('an award by id: 200, 204 unknown, 404 malformed; 400 for bad queries', async () => {
  const one = AwardResourceSchema.parse(await provider.getJson(`/api/v2/Awards/${all[0]?.id}`))
  expect(one).toEqual(all[0])
  expect(one.url).toBe(`/awards/${one.id}`)
  expect((await provider.get('/api/v2/Awards/999999')).status).toBe(204)
  expect((await provider.get('/api/v2/Awards/a')).status).toBe(404)
  for (const query of ['AwardTypeId=x', 'sportId=a', 'HideExpired=maybe', '$pageSize=0']) {
    expect((await provider.get(`/api/v2/Awards?${query}`)).status).toBe(400)
  }
})
