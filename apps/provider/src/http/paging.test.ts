import { Hono, type Context } from 'hono'
import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import type { AppEnv } from '../app-env'
import { handleError } from '../errors'
import { encodeCursor, pageList } from './paging'

type Row = { id: number; title: string }

// 23 rows in list order: titles come in pairs, so the id breaks the tie (Venue 00 #100, #101 ...).
const ROWS: Row[] = Array.from({ length: 23 }, (_, i) => ({
  id: 100 + i,
  title: `Venue ${String(Math.floor(i / 2)).padStart(2, '0')}`,
}))
const KEY = z.object({ Title: z.string(), Id: z.number().int() })
const keyOf = (id: number) => {
  const row = ROWS.find((r) => r.id === id)
  if (!row) throw new Error(`no row ${id}`)
  return encodeCursor({ Title: row.title, Id: row.id })
}
const ids = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)

function makeApp(rows: Row[]) {
  const list = (c: Context<AppEnv>) =>
    c.json(
      pageList(c, rows, {
        cursorKey: KEY,
        toCursorKey: (row) => ({ Title: row.title, Id: row.id }),
        toItem: (row) => row.id,
      }),
    )
  return new Hono<AppEnv>()
    .get('/api/v2/list', list)
    .get('/api/v2.1/list', list)
    .onError(handleError)
}

async function get(path: string, rows: Row[] = ROWS) {
  const response = await makeApp(rows).request(path)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('v2 offset paging', () => {
  test.each([
    ['', { items: ids(100, 109), total: 23, page: 0, pages: 3 }],
    ['?$pageIndex=1', { items: ids(110, 119), total: 23, page: 1, pages: 3 }],
    ['?$pageIndex=2', { items: ids(120, 122), total: 23, page: 2, pages: 3 }],
    ['?$pageIndex=3', { items: [], total: 23, page: 3, pages: 3 }],
    ['?$PageIndex=1&$PAGESIZE=5', { items: ids(105, 109), total: 23, page: 1, pages: 5 }],
    ['?$pageSize=100', { items: ids(100, 122), total: 23, page: 0, pages: 1 }],
    ['?$pageIndex=&$pageSize=', { items: ids(100, 109), total: 23, page: 0, pages: 3 }],
  ])('/api/v2/list%s', async (query, expected) => {
    expect(await get(`/api/v2/list${query}`)).toEqual({ status: 200, body: expected })
  })

  test('an empty list has no pages', async () => {
    expect((await get('/api/v2/list', [])).body).toEqual({ items: [], total: 0, page: 0, pages: 0 })
  })

  test.each([
    ['$pageIndex=-1', 'Query parameter $pageIndex must be a whole number'],
    ['$pageIndex=abc', 'Query parameter $pageIndex must be a whole number'],
    ['$pageIndex=1.5', 'Query parameter $pageIndex must be a whole number'],
    ['$pageIndex=1000000', 'Query parameter $pageIndex must be between 0 and 999999'],
    ['$pageSize=0', 'Query parameter $pageSize must be between 1 and 100'],
    ['$pageSize=101', 'Query parameter $pageSize must be between 1 and 100'],
    ['$pagesize=ten', 'Query parameter $pageSize must be a whole number'],
  ])('?%s -> 400 %s', async (query, message) => {
    const { status, body } = await get(`/api/v2/list?${query}`)
    expect(status).toBe(400)
    expect(body).toMatchObject({ error: { status: 400, message } })
  })
})

describe('v2.1 cursor paging', () => {
  test.each([
    ['', ids(100, 109), null, 109],
    ['?PageSize=5', ids(100, 104), null, 104],
    [`?After=${keyOf(109)}`, ids(110, 119), 110, 119],
    [`?After=${keyOf(119)}`, ids(120, 122), 120, null],
    [`?after=${keyOf(104)}&pagesize=3`, ids(105, 107), 105, 107],
    [`?Before=${keyOf(120)}`, ids(110, 119), 110, 119],
    [`?Before=${keyOf(110)}`, ids(100, 109), null, 109],
    [`?Before=${keyOf(103)}`, ids(100, 102), null, 102],
    // Ties on Title are broken by Id: 100 and 101 are both "Venue 00".
    [`?After=${keyOf(100)}&PageSize=1`, [101], 101, 101],
    ['?PageSize=100', ids(100, 122), null, null],
  ])('/api/v2.1/list%s', async (query, items, before, after) => {
    const cursor = (id: number | null) => (id === null ? null : keyOf(id))
    expect(await get(`/api/v2.1/list${query.replaceAll('+', '%2B')}`)).toEqual({
      status: 200,
      body: { items, before: cursor(before), after: cursor(after) },
    })
  })

  test('following `after` walks the whole list and `before` walks it back', async () => {
    const walk = async (direction: 'after' | 'before', start: string) => {
      const pages: unknown[][] = []
      let cursor: unknown = start
      do {
        const query: string =
          cursor === '' ? '' : `&${direction}=${encodeURIComponent(String(cursor))}`
        const { body } = await get(`/api/v2.1/list?PageSize=4${query}`)
        pages.push(body.items as unknown[])
        cursor = body[direction]
      } while (cursor !== null)
      return pages
    }
    const forward = await walk('after', '')
    expect(forward.flat()).toEqual(ids(100, 122))
    const back = await walk('before', keyOf(122))
    expect(back.reverse().flat()).toEqual(ids(100, 121))
  })

  test('a cursor past the end answers an empty page that points back', async () => {
    const past = encodeCursor({ Title: 'Zzz', Id: 1 })
    expect((await get(`/api/v2.1/list?After=${encodeURIComponent(past)}`)).body).toEqual({
      items: [],
      before: past,
      after: null,
    })
  })

  test('an empty list has no cursors', async () => {
    expect((await get('/api/v2.1/list', [])).body).toEqual({ items: [], before: null, after: null })
  })

  test('a cursor whose + arrived unencoded still decodes', async () => {
    // Sorts between "Venue 04" (#108, #109) and "Venue 05" (#110).
    const cursor = encodeCursor({ Title: 'Venue 04zz~', Id: 1 })
    expect(cursor).toContain('+')
    expect((await get(`/api/v2.1/list?After=${cursor}&PageSize=1`)).body.items).toEqual([110])
  })

  test.each([
    ['After=not-a-cursor!', 'Query parameter After is not a valid cursor'],
    [`After=${btoa('not json')}`, 'Query parameter After is not a valid cursor'],
    [`Before=${btoa('{"Title":1,"Id":2}')}`, 'Query parameter Before is not a valid cursor'],
    [`After=${btoa('{"Id":2}')}`, 'Query parameter After is not a valid cursor'],
    [`After=${btoa('[1,2]')}`, 'Query parameter After is not a valid cursor'],
    [
      `After=${keyOf(101)}&Before=${keyOf(110)}`,
      'Query parameters After and Before cannot be combined',
    ],
    ['PageSize=0', 'Query parameter PageSize must be between 1 and 100'],
    ['PageSize=101', 'Query parameter PageSize must be between 1 and 100'],
    ['pagesize=x', 'Query parameter PageSize must be a whole number'],
  ])('?%s -> 400 %s', async (query, message) => {
    const { status, body } = await get(`/api/v2.1/list?${query.replaceAll('+', '%2B')}`)
    expect(status).toBe(400)
    expect(body).toMatchObject({ error: { status: 400, message } })
  })
})
