import type { ReactNode } from 'react'

import { withQuery } from '~/paths/with-query'

import { Pagination } from './pagination'

/** A list page's address for page `n`: page 1 is the page without the parameter. */
export const pagedPath = (path: string, n: number) => withQuery(path, { page: n > 1 ? n : null })

type PagedListProps = {
  /** The list's h2 and its id, which names the section. */
  headingId: string
  heading: ReactNode
  /** How many items this page lists; none shows `empty` instead of the list. */
  count: number
  empty: string
  listClassName: string
  /** The items, each an <li>. */
  children: ReactNode
  page: number
  pageCount: number
  /** The list's address without its page. */
  path: string
  /** The page links' name ("Episode pages"). */
  pagesLabel: string
}

// One page of a paged list (a podcast's episodes, a series' episodes, a tag's stories): a section
// with its h2 and the items or a line saying there are none, then the page links. Both are
// children of the page's column, as if written out in the page.
export function PagedList({
  headingId,
  heading,
  count,
  empty,
  listClassName,
  children,
  page,
  pageCount,
  path,
  pagesLabel,
}: PagedListProps) {
  return (
    <>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="font-display text-2xl font-black uppercase">
          {heading}
        </h2>
        {count === 0 ? (
          <p className="mt-4">{empty}</p>
        ) : (
          <ul className={listClassName}>{children}</ul>
        )}
      </section>
      <Pagination
        page={page}
        pageCount={pageCount}
        hrefFor={(n) => pagedPath(path, n)}
        label={pagesLabel}
      />
    </>
  )
}
