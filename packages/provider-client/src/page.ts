import { z } from 'zod'
import type { Logger } from './logger'

/**
 * One page of a v2 offset-paged list (`{items,total,page,pages}`, provider/README 2.3): `page` is
 * the zero-based index the provider echoes, `total` and `pages` its counts. Items the client
 * could not read are left out of `items` (SPEC 8), so `total` can count a few more than it shows.
 */
export type Page<T> = { items: T[]; total: number; page: number; pages: number }

/**
 * Which page to read: `pageIndex` zero-based, `pageSize` 1 to 100 (the reference provider's
 * bound; a size it refuses is a 400, answered `unavailable`, so a page checks its own input).
 */
export type PageQuery = { pageIndex: number; pageSize: number }

/** The v2 paging parameters of a page query. */
export const toPagingQuery = ({ pageIndex, pageSize }: PageQuery) => ({
  $pageIndex: pageIndex,
  $pageSize: pageSize,
})

/**
 * SPEC 8, as for games: in a list one malformed item is logged (with its id when it has one) and
 * left out, never the whole list. `item` parses and maps one item; it fails for what the
 * provider sent wrong, including what the mapping needs and cannot read (a story without a day).
 */
export function toReadableItems<T>(
  items: unknown[],
  item: z.ZodType<T>,
  logger: Logger,
  label: string,
): T[] {
  return items.flatMap((raw) => {
    const parsed = item.safeParse(raw)
    if (parsed.success) return [parsed.data]
    logger.error({ label, id: idOf(raw), err: parsed.error }, `${label}: item parse error, dropped`)
    return []
  })
}

/**
 * An offset page whose items are read one by one (toReadableItems); `isSkipped` leaves out,
 * unlogged, items that are well-formed but not for the site (another section's content).
 */
export function offsetPageOf<T>(
  item: z.ZodType<T>,
  logger: Logger,
  label: string,
  isSkipped: (raw: unknown) => boolean = () => false,
) {
  return z
    .object({
      items: z.array(z.unknown()),
      total: z.number().int(),
      page: z.number().int(),
      pages: z.number().int(),
    })
    .transform(
      (page): Page<T> => ({
        ...page,
        items: toReadableItems(
          page.items.filter((raw) => !isSkipped(raw)),
          item,
          logger,
          label,
        ),
      }),
    )
}

function idOf(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null) return null
  if ('id' in raw) return raw.id
  return 'storyId' in raw ? raw.storyId : null
}
