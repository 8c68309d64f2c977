import { z } from 'zod'

// The two paging envelopes of the real API (provider/README 2.3).

// v2 offset paging: query `$pageIndex` (zero-based, echoed as `page`) and `$pageSize`.
export function offsetPageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pages: z.number().int(),
  })
}

// v2.1 cursor paging: query `PageSize`, `After`, `Before`. A cursor is base64 of the JSON sort key
// of the first (`before`) or last (`after`) item; null when there is nothing further that way
// (podcasts/pressClips schemas of v2.1 declare both `string|null`). No total, page or pages.
export function cursorPageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    before: z.string().nullable(),
    after: z.string().nullable(),
  })
}

export type OffsetPageResponse<T> = { items: T[]; total: number; page: number; pages: number }
export type CursorPageResponse<T> = { items: T[]; before: string | null; after: string | null }
