import { getPageWindow } from '@fieldhouse/domain/page-window'

export type PaginationProps = {
  /** The page on show, 1-based. */
  page: number
  pageCount: number
  /** The address of a page (1-based), built by the screen from its declared query parameters,
   *  e.g. (n) => withQuery(path, { page: n > 1 ? n : null }). */
  hrefFor: (page: number) => string
  /** Names the navigation landmark; give each pagination on a page its own. */
  label?: string
}

// Pages as plain links: they work without JavaScript, and the page shell navigates them
// client-side (data-discover, as SmartLink marks internal links; SmartLink itself takes no
// aria-current or aria-label). Previous and next are left out, not disabled, at the ends, as in
// the GOV.UK pattern. On narrow screens previous/next share the first line and the numbers take
// the second, so the bar never overflows at 390 px.
export function Pagination({ page, pageCount, hrefFor, label = 'Pages' }: PaginationProps) {
  const items = getPageWindow(page, pageCount)
  if (items.length <= 1) return null
  // Clamped as getPageWindow clamps it.
  const last = Math.floor(pageCount)
  const current = Math.min(Math.max(Number.isFinite(page) ? Math.floor(page) : 1, 1), last)
  return (
    <nav aria-label={label}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {current > 1 ? (
          <a href={hrefFor(current - 1)} data-discover="true" rel="prev" className={STEP}>
            <Arrow direction="previous" />
            Previous <span className="sr-only">page</span>
          </a>
        ) : null}
        <ul className="order-last flex basis-full flex-wrap justify-center gap-1 sm:order-none sm:flex-1 sm:basis-auto">
          {items.map((item, index) =>
            item === 'gap' ? (
              <li
                key={`gap-${index}`}
                className="flex min-h-10 min-w-8 items-end justify-center pb-2"
              >
                …
              </li>
            ) : (
              <li key={item}>
                <a
                  href={hrefFor(item)}
                  data-discover="true"
                  aria-current={item === current ? 'page' : undefined}
                  className={
                    item === current
                      ? `${NUMBER} bg-ink text-surface`
                      : `${NUMBER} hover:bg-surface-raised`
                  }
                >
                  <span className="sr-only">Page </span>
                  {item}
                </a>
              </li>
            ),
          )}
        </ul>
        {current < last ? (
          <a
            href={hrefFor(current + 1)}
            data-discover="true"
            rel="next"
            className={`${STEP} ml-auto`}
          >
            Next <span className="sr-only">page</span>
            <Arrow direction="next" />
          </a>
        ) : null}
      </div>
    </nav>
  )
}

// 40 px targets (WCAG 2.5.8 asks 24): seven numbers and their gaps fit 358 px.
const NUMBER =
  'flex min-h-10 min-w-10 items-center justify-center rounded-sm border border-line px-2 font-bold tabular-nums'
const STEP =
  'inline-flex min-h-10 items-center gap-1 rounded-sm px-2 font-bold hover:bg-surface-raised hover:underline'

function Arrow({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-4 shrink-0"
    >
      <path d={direction === 'previous' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} />
    </svg>
  )
}
