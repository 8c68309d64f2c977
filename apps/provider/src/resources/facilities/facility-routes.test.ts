import {
  FacilitiesCursorResponseSchema,
  FacilitiesResponseSchema,
  FacilityResourceSchema,
} from '@fieldhouse/contract/facilities'
import { expect, test } from 'vitest'
import { testStatuses } from '../../test-support/answers'
import { openTestApp } from '../../test-support/make-test-app'

const provider = openTestApp()

async function offsetPage(query: string, tenant = 'demo') {
  return FacilitiesResponseSchema.parse(
    await provider.getJson(`/api/v2/Facilities${query}`, { tenant }),
  )
}

async function cursorPage(query: string, tenant = 'demo') {
  return FacilitiesCursorResponseSchema.parse(
    await provider.getJson(`/api/v2.1/Facilities${query}`, { tenant }),
  )
}

// Every demo facility, in list order, read one big page at a time.
const all = (await offsetPage('?$pageSize=100')).items

test('the list is ordered by title, then id', () => {
  expect(all.length).toBeGreaterThanOrEqual(13)
  const sorted = [...all].sort((a, b) =>
    a.title === b.title ? a.id - b.id : a.title < b.title ? -1 : 1,
  )
  expect(all.map((f) => f.id)).toEqual(sorted.map((f) => f.id))
})

test('v2 pages by $pageIndex/$pageSize and reports total, page and pages', async () => {
  const first = await offsetPage('')
  expect(first).toMatchObject({ total: all.length, page: 0, pages: Math.ceil(all.length / 10) })
  expect(first.items.map((f) => f.id)).toEqual(all.slice(0, 10).map((f) => f.id))
  const second = await offsetPage('?$pageIndex=1&$pageSize=4')
  expect(second).toMatchObject({ page: 1, pages: Math.ceil(all.length / 4) })
  expect(second.items.map((f) => f.id)).toEqual(all.slice(4, 8).map((f) => f.id))
  const past = await offsetPage('?$pageIndex=9&$pageSize=10')
  expect(past).toMatchObject({ items: [], total: all.length, page: 9 })
})

test('v2.1 pages by cursor: following `after` visits every facility once, in order', async () => {
  const seen: number[] = []
  let query = '?PageSize=4'
  let pages = 0
  for (;;) {
    const page = await cursorPage(query)
    pages += 1
    expect(page.before === null).toBe(pages === 1)
    seen.push(...page.items.map((f) => f.id))
    if (page.after === null) break
    query = `?PageSize=4&After=${encodeURIComponent(page.after)}`
  }
  expect(seen).toEqual(all.map((f) => f.id))
  expect(pages).toBe(Math.ceil(all.length / 4))
})

test('a v2.1 cursor is base64 of the last item’s title and id', async () => {
  const page = await cursorPage('?PageSize=2')
  const last = all[1]
  expect(JSON.parse(Buffer.from(page.after ?? '', 'base64').toString('utf8'))).toEqual({
    Title: last?.title,
    Id: last?.id,
  })
  const back = await cursorPage(`?PageSize=2&Before=${encodeURIComponent(page.after ?? '')}`)
  expect(back.items.map((f) => f.id)).toEqual([all[0]?.id])
})

testStatuses(provider, [
  ['/api/v2/Facilities?$pageSize=0', 400],
  ['/api/v2/Facilities?$pageIndex=a', 400],
  ['/api/v2.1/Facilities?After=not-a-cursor', 400],
  ['/api/v2.1/Facilities?PageSize=500', 400],
])

test('a facility by id answers 200 with the same item the list shows', async () => {
  const listed = all.find((f) => f.title === 'Harrington Arena & Pavilion')
  expect(listed).toBeDefined()
  const one = FacilityResourceSchema.parse(
    await provider.getJson(`/api/v2/facilities/${listed?.id}`),
  )
  expect(one).toEqual(listed)
  expect(one.url).toBe(`/facilities/harrington-arena-pavilion/${one.id}`)
  expect(one.sports?.map((s) => s.title)).toEqual([
    "Men's Basketball",
    "Women's Basketball",
    "Women's Volleyball",
  ])
})

test.each([
  ['/api/v2/Facilities/999999', 204],
  ['/api/v2/Facilities/a', 404],
  ['/api/v2/Facilities/-1', 404],
  ['/api/v2/Facilities/1.5', 404],
])('%s -> %i', async (path, status) => {
  const response = await provider.get(path)
  expect(response.status).toBe(status)
  if (status === 204) expect(await response.text()).toBe('')
})

test("each tenant lists only its own facilities, and another tenant's id is no content", async () => {
  const lakeside = (await offsetPage('?$pageSize=100', 'lakeside')).items
  expect(lakeside.length).toBeGreaterThanOrEqual(4)
  const demoIds = new Set(all.map((f) => f.id))
  expect(lakeside.some((f) => demoIds.has(f.id))).toBe(false)
  expect(lakeside.every((f) => f.images?.every((i) => i.url.startsWith('/images/lakeside/')))).toBe(
    true,
  )
  const demoId = all[0]?.id
  expect((await provider.get(`/api/v2/Facilities/${demoId}`, { tenant: 'lakeside' })).status).toBe(
    204,
  )
})

test('department-wide facilities serve no sport; some serve several', () => {
  expect(all.filter((f) => f.sports?.length === 0).length).toBeGreaterThanOrEqual(1)
  expect(all.filter((f) => (f.sports?.length ?? 0) > 1).length).toBeGreaterThanOrEqual(3)
  expect(all.filter((f) => f.featured).length).toBeGreaterThanOrEqual(2)
})
