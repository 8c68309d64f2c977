/** A page number to link, or a gap (an ellipsis) standing for two or more pages left out. */
export type PageWindowItem = number | 'gap'

export type PageWindowOptions = {
  /** Pages shown either side of the current one. */
  siblings?: number
  /** Pages always shown at each end. */
  boundaries?: number
}

/**
 * The page numbers a pagination bar shows, 1-based: the first and last pages, the current one
 * with its neighbours, and gaps between. The bar keeps one length wherever the current page is
 * (with the defaults, 7 items once there are 7 pages or more), so its links do not jump about
 * under the pointer; a gap never hides a single page, which is shown instead. A current page out
 * of range is clamped; no pages (or a count that is not a positive integer) gives [].
 *
 *   getPageWindow(1, 10)  -> [1, 2, 3, 4, 5, 'gap', 10]
 *   getPageWindow(5, 10)  -> [1, 'gap', 4, 5, 6, 'gap', 10]
 *   getPageWindow(10, 10) -> [1, 'gap', 6, 7, 8, 9, 10]
 */
export function getPageWindow(
  current: number,
  count: number,
  { siblings = 1, boundaries = 1 }: PageWindowOptions = {},
): PageWindowItem[] {
  const pages = Number.isFinite(count) ? Math.floor(count) : 0
  if (pages < 1) return []
  const page = Math.min(Math.max(Number.isFinite(current) ? Math.floor(current) : 1, 1), pages)
  // Boundaries, siblings, the current page and two gaps.
  const length = 2 * boundaries + 2 * siblings + 3
  if (pages <= length) return range(1, pages)

  // The middle run: current +- siblings, slid inward so it never meets the ends' boundaries.
  const first = Math.max(
    Math.min(page - siblings, pages - boundaries - 2 * siblings - 1),
    boundaries + 2,
  )
  const last = first + 2 * siblings
  const start = range(1, boundaries)
  const end = range(pages - boundaries + 1, pages)
  // A gap that would hide one page shows that page instead.
  const before: PageWindowItem[] = first - boundaries === 2 ? [boundaries + 1] : ['gap']
  const after: PageWindowItem[] = pages - boundaries - last === 1 ? [last + 1] : ['gap']
  return [...start, ...before, ...range(first, last), ...after, ...end]
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(to - from + 1, 0) }, (_, i) => from + i)
}
