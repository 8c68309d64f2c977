import { MomentSchema, MomentsResponseSchema } from '@fieldhouse/contract/moments'
import { OnThisDayResponseSchema } from '@fieldhouse/contract/on-this-day'
import { RssFeedsResponseSchema } from '@fieldhouse/contract/rss'
import { afterAll, expect, test } from 'vitest'
import { TEST_SEED_NOW } from '../../clock/seed-clock'
import { makeTestApp } from '../../test-support/make-test-app'

// Moments, on this day and RSS: the smaller media endpoints.

const provider = makeTestApp({ now: () => new Date('2026-12-12T18:00:00Z') })
afterAll(() => provider.close())

test('20+ moments across sports, newest day first, none after the seed clock; by id and sport', async () => {
  const all = MomentsResponseSchema.parse(await provider.getJson('/api/v2/Moments?$pageSize=100'))
  expect(all.total).toBeGreaterThanOrEqual(20)
  expect(new Set(all.items.map((m) => m.sport.id)).size).toBeGreaterThanOrEqual(15)
  const days = all.items.map((m) => m.day)
  expect(days).toEqual([...days].sort().reverse())
  expect(days.every((d) => d <= TEST_SEED_NOW.slice(0, 10))).toBe(true)
  expect(all.items.some((m) => m.video !== null)).toBe(true)
  const one = MomentSchema.parse(await provider.getJson(`/api/v2/Moments/${all.items[3]?.id}`))
  expect(one).toEqual(all.items[3])
  const page = MomentsResponseSchema.parse(
    await provider.getJson('/api/v2/moments?SportId=10&$pageSize=1'),
  )
  expect(page.items.every((m) => m.sport.id === 10)).toBe(true)
  expect(page.pages).toBe(page.total)
  expect((await provider.get('/api/v2/Moments/999')).status).toBe(204)
  expect((await provider.get('/api/v2/Moments/x')).status).toBe(404)
  expect((await provider.get('/api/v2/Moments?sportId=x')).status).toBe(400)
  expect((await provider.get('/api/v2/Moments', { tenant: 'nope' })).status).toBe(400)
  const picture = await provider.app.request(one.image.url)
  expect(picture.status).toBe(200)
})

test('on this day: every month has history, over 30 years apart; a day answers its years newest first', async () => {
  const years = new Set<number>()
  for (let month = 1; month <= 12; month += 1) {
    let found = 0
    for (let day = 1; day <= 28; day += 1) {
      const body = OnThisDayResponseSchema.parse(
        await provider.getJson(`/api/v2/OnThisDay?month=${month}&day=${day}`),
      )
      for (const year of body.data) {
        years.add(year.year)
        found += year.stories.length + year.games.length
        const dates = [...year.stories, ...year.games, ...year.videos].map((e) => e.date)
        expect(
          dates.every(
            (d) =>
              d.slice(5, 10) ===
              `${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
          ),
        ).toBe(true)
        expect(dates.every((d) => d <= TEST_SEED_NOW)).toBe(true)
      }
      const order = body.data.map((y) => y.year)
      expect(order).toEqual([...order].sort((a, b) => b - a))
    }
    expect(found, `month ${month}`).toBeGreaterThan(0)
  }
  expect(Math.max(...years) - Math.min(...years)).toBeGreaterThanOrEqual(30)
})

test('on this day: today by default (the tenant zone), sportId, and 400s', async () => {
  const today = OnThisDayResponseSchema.parse(await provider.getJson('/api/v2/OnThisDay'))
  const explicit = OnThisDayResponseSchema.parse(
    await provider.getJson('/api/v2/OnThisDay?month=12&day=12'),
  )
  expect(today).toEqual(explicit)
  const football = OnThisDayResponseSchema.parse(
    await provider.getJson('/api/v2/OnThisDay?month=12&day=12&sportId=10'),
  )
  for (const year of football.data) {
    expect([...year.stories, ...year.games].every((e) => e.sport.id === 10)).toBe(true)
  }
  for (const query of [
    'month=2&day=30',
    'month=13&day=1',
    'month=1',
    'day=x&month=1',
    'sportId=a',
  ]) {
    expect((await provider.get(`/api/v2/OnThisDay?${query}`)).status).toBe(400)
  }
  expect((await provider.get('/api/v2/OnThisDay?month=2&day=29')).status).toBe(200)
})

test('RSS: a feed per sport with stories; the feed is RSS 2.0 of the newest stories', async () => {
  const feeds = RssFeedsResponseSchema.parse(await provider.getJson('/api/v2/Rss'))
  expect(feeds.length).toBeGreaterThan(5)
  expect(feeds.map((f) => f.sportRank)).toEqual(feeds.map((_, i) => i + 1))
  const football = feeds.find((f) => f.sportId === 10)
  expect(football?.rssUrl).toBe('/rss.aspx?path=football')
  const response = await provider.get(new URL(football?.rssFolowUrl ?? '').pathname + '?sportId=10')
  expect(response.headers.get('content-type')).toMatch(/^application\/rss\+xml/)
  const xml = await response.text()
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"><channel>/)
  expect(xml.match(/<item>/g)).toHaveLength(20)
  expect(xml).toContain('<category>Football</category>')
  expect((await provider.get('/api/v2/Rss/xml?sportId=999')).status).toBe(204)
  expect((await provider.get('/api/v2/Rss/xml?sportId=x')).status).toBe(400)
})
