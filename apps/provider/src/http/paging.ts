import type { CursorPageResponse, OffsetPageResponse } from '@fieldhouse/contract/paging'
import type { Context } from 'hono'
import { z } from 'zod'
import { ApiError } from '../errors'
import { getQueryParam, toId } from './query'

// The one paging helper of every list route. The style follows the API version of the request
// (provider/README 2.3): /api/v2 pages by offset (`$pageIndex`, `$pageSize` -> {items, total,
// page, pages}), /api/v2.1 by cursor (`PageSize`, `After`, `Before` -> {items, before, after}).
// Small lists load every row in order and the helper cuts the page in memory; long ones (stories)
// read one page in SQL through pageRankedWindow.

export const DEFAULT_PAGE_SIZE = 10
// The real maximum is unknown (README 2.3 suspects 50); 100 keeps room for "all on one page".
export const MAX_PAGE_SIZE = 100

export type PagingStyle = 'offset' | 'cursor'
export type OffsetPaging = { pageIndex: number; pageSize: number }
// A sort key such as { Title: 'Arena', Id: 12 }: its fields, in order, are the list's order.
export type CursorKey = Record<string, string | number>
export type CursorPaging<K extends CursorKey> = {
  pageSize: number
  after: K | null
  before: K | null
}

export type PageListOptions<Row, Item, K extends CursorKey> = {
  // The Zod schema a decoded cursor must match, e.g. z.object({ Title: z.string(), Id: z.int() }).
  cursorKey: z.ZodType<K>
  toCursorKey: (row: Row) => K
  toItem: (row: Row) => Item
}

export function getPagingStyle(c: Context): PagingStyle {
  return /^\/api\/v2\.1(?:\/|$)/i.test(c.req.path) ? 'cursor' : 'offset'
}

function readCount(c: Context, name: string, fallback: number, min: number, max: number): number {
  const value = getQueryParam(c, name)
  if (value === undefined || value === '') return fallback
  // Counts follow the same digit rule as ids (http/query.ts).
  const count = toId(value)
  if (count === null) throw new ApiError(400, `Query parameter ${name} must be a whole number`)
  if (count < min || count > max) {
    throw new ApiError(400, `Query parameter ${name} must be between ${min} and ${max}`)
  }
  return count
}

const MAX_PAGE_INDEX = 999_999

// `sizeAlias`: another name a route takes for the page size when `$pageSize` is not sent
// (/Videos/all-access: SPEC 7's `pageSize`).
export function parseOffsetPaging(c: Context, sizeAlias?: string): OffsetPaging {
  const sizeName =
    sizeAlias !== undefined && getQueryParam(c, '$pageSize') === undefined ? sizeAlias : '$pageSize'
  return {
    pageIndex: readCount(c, '$pageIndex', 0, 0, MAX_PAGE_INDEX),
    pageSize: readCount(c, sizeName, DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE),
  }
}

// A page past the end is empty but still reports the real total and page count.
export function toOffsetPage<T>(rows: readonly T[], paging: OffsetPaging): OffsetPageResponse<T> {
  const start = paging.pageIndex * paging.pageSize
  return {
    items: rows.slice(start, start + paging.pageSize),
    total: rows.length,
    page: paging.pageIndex,
    pages: Math.ceil(rows.length / paging.pageSize),
  }
}

export function encodeCursor(key: CursorKey): string {
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64')
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=|[A-Za-z0-9+/]{2,3})?$/

export function decodeCursor<K extends CursorKey>(
  name: string,
  value: string,
  schema: z.ZodType<K>,
): K {
  const invalid = () => new ApiError(400, `Query parameter ${name} is not a valid cursor`)
  // Tolerated: a '+' that arrived unencoded (read as a space) and the URL-safe alphabet.
  const base64 = value.replaceAll(' ', '+').replaceAll('-', '+').replaceAll('_', '/')
  if (base64.length > 2048 || !BASE64.test(base64)) throw invalid()
  let json: unknown
  try {
    json = JSON.parse(Buffer.from(base64, 'base64').toString('utf8'))
  } catch {
    throw invalid()
  }
  const parsed = schema.safeParse(json)
  if (!parsed.success) throw invalid()
  return parsed.data
}

export function parseCursorPaging<K extends CursorKey>(
  c: Context,
  schema: z.ZodType<K>,
): CursorPaging<K> {
  const read = (name: string) => {
    const value = getQueryParam(c, name)
    return value === undefined || value === '' ? null : decodeCursor(name, value, schema)
  }
  const paging = {
    pageSize: readCount(c, 'PageSize', DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE),
    after: read('After'),
    before: read('Before'),
  }
  if (paging.after && paging.before) {
    throw new ApiError(400, 'Query parameters After and Before cannot be combined')
  }
  return paging
}

// Field by field in the key's own order; strings by UTF-16 code unit, which for the seeded data
// is the order SQLite's default BINARY collation gives `ORDER BY`.
export function compareCursorKeys(a: CursorKey, b: CursorKey): number {
  for (const field of Object.keys(a)) {
    const x = a[field]
    const y = b[field]
    if (x === y || x === undefined || y === undefined) continue
    return x < y ? -1 : 1
  }
  return 0
}

// Keyset paging over rows already sorted by `toKey`: After = rows strictly after the key,
// Before = the last rows strictly before it. `before`/`after` name the first/last row of the
// page, or null when nothing lies further that way.
export function toCursorPage<T, K extends CursorKey>(
  rows: readonly T[],
  paging: CursorPaging<K>,
  toKey: (row: T) => K,
): CursorPageResponse<T> {
  const keys = rows.map(toKey)
  let start = 0
  let end = Math.min(rows.length, paging.pageSize)
  if (paging.after) {
    const after = paging.after
    start = keys.findIndex((key) => compareCursorKeys(key, after) > 0)
    if (start < 0) start = rows.length
    end = Math.min(rows.length, start + paging.pageSize)
  } else if (paging.before) {
    const before = paging.before
    end = keys.findIndex((key) => compareCursorKeys(key, before) >= 0)
    if (end < 0) end = rows.length
    start = Math.max(0, end - paging.pageSize)
  }
  const first = keys[start]
  const last = keys[end - 1]
  // An empty page (a stale cursor) points back at the cursor it was asked for.
  const boundary = paging.after ?? paging.before
  const beforeKey = start === end ? boundary : first
  const afterKey = start === end ? boundary : last
  return {
    items: rows.slice(start, end),
    before: start > 0 && beforeKey ? encodeCursor(beforeKey) : null,
    after: end < rows.length && afterKey ? encodeCursor(afterKey) : null,
  }
}

// Every list route answers through this: `rows` in list order, mapped to items after paging.
export function pageList<Row, Item, K extends CursorKey>(
  c: Context,
  rows: readonly Row[],
  options: PageListOptions<Row, Item, K>,
): OffsetPageResponse<Item> | CursorPageResponse<Item> {
  if (getPagingStyle(c) === 'offset') {
    const page = toOffsetPage(rows, parseOffsetPaging(c))
    return { ...page, items: page.items.map(options.toItem) }
  }
  const page = toCursorPage(rows, parseCursorPaging(c, options.cursorKey), options.toCursorKey)
  return { ...page, items: page.items.map(options.toItem) }
}

const RankKeySchema = z.object({ Rank: z.number().int() })

// A list in an order no field of its items spells ascending (newest first): the v2.1 cursor is
// the item's position in the list, { "Rank": n } (own design, as /Stories).
export function pageByRank<Row, Item>(
  c: Context,
  rows: readonly Row[],
  toItem: (row: Row) => Item,
): OffsetPageResponse<Item> | CursorPageResponse<Item> {
  const ranks = new Map(rows.map((row, index) => [row, index]))
  return pageList(c, rows, {
    cursorKey: RankKeySchema,
    toCursorKey: (row) => ({ Rank: ranks.get(row) ?? 0 }),
    toItem,
  })
}

// The same answers as pageByRank for a list read from the database one page at a time:
// `total` counts the list and `read(offset, limit)` reads one slice of it in list order, so a
// route never loads rows it does not send. A row's rank is its position plus `firstRank`
// (0 for /Stories, 1 for /Archives' storyRank); the v2.1 cursor is { "Rank": rank }.
export type RankedWindow<Row, Item> = {
  total: () => number
  read: (offset: number, limit: number) => readonly Row[]
  toItem: (row: Row, rank: number) => Item
  firstRank?: number
}

export function pageRankedWindow<Row, Item>(
  c: Context,
  { total, read, toItem, firstRank = 0 }: RankedWindow<Row, Item>,
): OffsetPageResponse<Item> | CursorPageResponse<Item> {
  const items = (start: number, end: number) =>
    (end > start ? read(start, end - start) : []).map((row, index) =>
      toItem(row, start + index + firstRank),
    )
  if (getPagingStyle(c) === 'offset') {
    const paging = parseOffsetPaging(c)
    const count = total()
    const start = paging.pageIndex * paging.pageSize
    return {
      items: items(Math.min(start, count), Math.min(count, start + paging.pageSize)),
      total: count,
      page: paging.pageIndex,
      pages: Math.ceil(count / paging.pageSize),
    }
  }
  const paging = parseCursorPaging(c, RankKeySchema)
  const count = total()
  const clamp = (index: number) => Math.max(0, Math.min(count, index))
  // toCursorPage's bounds, computed from the ranks instead of searched for in loaded rows.
  let start = 0
  let end = Math.min(count, paging.pageSize)
  if (paging.after) {
    start = clamp(paging.after.Rank - firstRank + 1)
    end = Math.min(count, start + paging.pageSize)
  } else if (paging.before) {
    end = clamp(paging.before.Rank - firstRank)
    start = Math.max(0, end - paging.pageSize)
  }
  const boundary = paging.after ?? paging.before
  const beforeKey = start === end ? boundary : { Rank: start + firstRank }
  const afterKey = start === end ? boundary : { Rank: end - 1 + firstRank }
  return {
    items: items(start, end),
    before: start > 0 && beforeKey ? encodeCursor(beforeKey) : null,
    after: end < count && afterKey ? encodeCursor(afterKey) : null,
  }
}

// Offset paging only (/Tags/content pages by offset on both versions), one slice read.
export function pageOffsetWindow<Row>(
  paging: OffsetPaging,
  total: number,
  read: (offset: number, limit: number) => readonly Row[],
): OffsetPageResponse<Row> {
  const start = paging.pageIndex * paging.pageSize
  const end = Math.min(total, start + paging.pageSize)
  return {
    items: end > start ? [...read(start, end - start)] : [],
    total,
    page: paging.pageIndex,
    pages: Math.ceil(total / paging.pageSize),
  }
}
