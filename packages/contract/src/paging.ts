import { z } from 'zod'

// v2 offset paging envelope (provider/README 2.3): `$pageIndex` is zero-based and echoed as `page`.
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number(),
    page: z.number(),
    pages: z.number(),
  })
}

export type Paged<T> = { items: T[]; total: number; page: number; pages: number }
