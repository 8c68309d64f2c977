import { expect, test } from 'vitest'
import { z } from 'zod'
import { cursorPageSchema, offsetPageSchema } from './paging'

const Item = z.object({ id: z.number() })
const OffsetPage = offsetPageSchema(Item)
const CursorPage = cursorPageSchema(Item)

test('an offset page keeps items, total, page and pages and strips unknown keys', () => {
  const body = { items: [{ id: 1 }], total: 11, page: 1, pages: 2, extra: true }
  expect(OffsetPage.parse(body)).toEqual({ items: [{ id: 1 }], total: 11, page: 1, pages: 2 })
})

test.each([
  ['a missing total', { items: [], page: 0, pages: 0 }],
  ['a fractional page', { items: [], total: 0, page: 0.5, pages: 0 }],
  ['a cursor envelope', { items: [], before: null, after: null }],
  ['an item of the wrong shape', { items: [{ id: 'a' }], total: 1, page: 0, pages: 1 }],
])('an offset page with %s is rejected', (_name, body) => {
  expect(OffsetPage.safeParse(body).success).toBe(false)
})

test('a cursor page accepts string and null cursors', () => {
  expect(CursorPage.parse({ items: [{ id: 1 }], before: 'eyJJZCI6MX0=', after: null })).toEqual({
    items: [{ id: 1 }],
    before: 'eyJJZCI6MX0=',
    after: null,
  })
  expect(CursorPage.parse({ items: [], before: null, after: null }).items).toEqual([])
})

test.each([
  ['missing cursors', { items: [] }],
  ['a numeric cursor', { items: [], before: 1, after: null }],
  ['an offset envelope', { items: [], total: 0, page: 0, pages: 0 }],
])('a cursor page with %s is rejected', (_name, body) => {
  expect(CursorPage.safeParse(body).success).toBe(false)
})
