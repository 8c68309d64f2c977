import type { Logger } from './logger'
import type { Outcome } from './outcome'

/**
 * Upper bound on the v2.1 pages one list read follows. Pages hold 50 items (the largest size the
 * real provider is seen to honour, README 2.3), so 20 pages are 1,000 items: a whole academic
 * year of every sport's games (about 25 sports x 30-60 games is 750-1,000) or an all-time
 * opponent list. More means a cursor that never ends (a provider bug); the read stops there,
 * logs a warning and keeps what it has rather than looping for the whole timeout.
 */
export const MAX_CURSOR_PAGES = 20
export const CURSOR_PAGE_SIZE = 50

export type CursorPage<T> = { items: T[]; after: string | null }

/**
 * Reads a cursor-paged list to its end: follows `after` until it is null, repeats, or a page is
 * empty (a 204 past the first page counts as the end too: the real end-of-list answer is not
 * evidenced). Any failing page fails the whole read: half a schedule shown as the schedule would
 * mislead more than a 503.
 */
export async function readCursorPages<T>(
  readPage: (after: string | null) => Promise<Outcome<CursorPage<T>>>,
  logger: Logger,
  label: string,
  maxPages: number = MAX_CURSOR_PAGES,
): Promise<Outcome<T[]>> {
  const items: T[] = []
  const seen = new Set<string>()
  let after: string | null = null
  for (let page = 0; page < maxPages; page++) {
    const outcome = await readPage(after)
    if (outcome.kind === 'no-content' && page > 0) return { kind: 'ok', data: items }
    if (outcome.kind !== 'ok') return page === 0 ? outcome : toFailed(outcome)
    items.push(...outcome.data.items)
    after = outcome.data.after
    if (after === null || after === '' || outcome.data.items.length === 0 || seen.has(after)) {
      return { kind: 'ok', data: items }
    }
    seen.add(after)
  }
  logger.warn({ label, maxPages }, `${label}: stopped after ${maxPages} pages`)
  return { kind: 'ok', data: items }
}

// A later page answering 404 means the cursor broke mid-list: a failure, not "no such list".
function toFailed<T>(outcome: Exclude<Outcome<unknown>, { kind: 'ok' }>): Outcome<T> {
  return outcome.kind === 'failed' ? outcome : { kind: 'failed', status: null }
}
