import { type ReactNode, useId } from 'react'

import { SmartLink } from '../smart-link'

export type SortDirection = 'asc' | 'desc'
export type TableSort = { key: string; direction: SortDirection }

export type SortableColumn<Row> = {
  /** The column's value of the `sort` query parameter, and its React key. */
  key: string
  /** The visible header, short as stat sheets print it ('Ht.', 'FG%'). */
  header: string
  /** The header in words, for screen readers, when `header` is an abbreviation. */
  label?: string
  cell: (row: Row) => ReactNode
  /** Its header links to the page sorted by it. */
  sortable?: boolean
  /** The direction a first sort by this column takes (default 'asc'); 'desc' suits points. */
  firstDirection?: SortDirection
  /** Its cells are `<th scope="row">`, naming their row (a player's name); kept in view while
   *  the table scrolls sideways. */
  rowHeader?: boolean
  /** Numbers: aligned right with tabular figures, never wrapped. */
  numeric?: boolean
}

export type SortableTableProps<Row> = {
  /** Names the table and its scroll region. */
  caption: ReactNode
  /** The caption for screen readers only, when a heading above already names the table. */
  hideCaption?: boolean
  columns: readonly SortableColumn<Row>[]
  rows: readonly Row[]
  /** Totals or averages, in `<tfoot>`, drawn by the same cell functions. */
  footRows?: readonly Row[]
  rowKey: (row: Row, index: number) => string | number
  /** The order the rows are in (the loader sorted them), or null when in no column's order. */
  sort?: TableSort | null
  /** The address of this page sorted by a column: built by the page from its declared query
   *  parameters (withQuery), so a header is a plain link that works without JavaScript. */
  sortHref?: (key: string, direction: SortDirection) => string
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const

// The scroll container is the responsive choice (components/ui/README.md): a table keeps its
// semantics for screen readers at any width, where a stacked layout needs display overrides that
// drop them. It is a focusable, labelled region so keyboard users can scroll it (WCAG 2.1.1),
// and positioned, or the sr-only text of cells scrolled out of view (absolutely placed) would
// escape the clipping and widen the page.
export function SortableTable<Row>({
  caption,
  hideCaption = false,
  columns,
  rows,
  footRows = [],
  rowKey,
  sort = null,
  sortHref,
}: SortableTableProps<Row>) {
  const captionId = useId()
  const renderRow = (row: Row, index: number) => (
    <tr key={rowKey(row, index)} className="border-b border-line">
      {columns.map((column) =>
        column.rowHeader ? (
          <th key={column.key} scope="row" className={cellClass(column, 'row')}>
            {column.cell(row)}
          </th>
        ) : (
          <td key={column.key} className={cellClass(column, 'cell')}>
            {column.cell(row)}
          </td>
        ),
      )}
    </tr>
  )
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="relative max-w-full overflow-x-auto"
    >
      <table className="w-full border-collapse text-sm sm:text-base">
        <caption
          id={captionId}
          className={hideCaption ? 'sr-only' : 'mb-2 text-left text-lg font-bold'}
        >
          {caption}
        </caption>
        <thead>
          <tr className="border-b-2 border-ink">
            {columns.map((column) => {
              const sorted = sort?.key === column.key ? sort.direction : null
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={sorted ? ARIA_SORT[sorted] : undefined}
                  className={cellClass(column, 'head')}
                >
                  {column.sortable && sortHref ? (
                    <SortLink column={column} sorted={sorted} sortHref={sortHref} />
                  ) : (
                    <HeaderText column={column} />
                  )}
                </th>
              )
            })}
          </tr>
        </thead>
        <tbody>{rows.map((row, index) => renderRow(row, index))}</tbody>
        {footRows.length > 0 ? (
          <tfoot className="border-t-2 border-ink font-bold">
            {footRows.map((row, index) => renderRow(row, index))}
          </tfoot>
        ) : null}
      </table>
    </div>
  )
}

function HeaderText({ column }: { column: Pick<SortableColumn<never>, 'header' | 'label'> }) {
  return (
    <>
      {column.header}
      {column.label ? <span className="sr-only">: {column.label}</span> : null}
    </>
  )
}

// The link names the visible header first (WCAG 2.5.3) and then what following it does; the
// current order is the header's aria-sort. The arrow is decoration.
function SortLink<Row>({
  column,
  sorted,
  sortHref,
}: {
  column: SortableColumn<Row>
  sorted: SortDirection | null
  sortHref: (key: string, direction: SortDirection) => string
}) {
  const next: SortDirection = sorted
    ? sorted === 'asc'
      ? 'desc'
      : 'asc'
    : (column.firstDirection ?? 'asc')
  return (
    <SmartLink
      url={sortHref(column.key, next)}
      className="inline-flex min-h-6 items-center gap-1 underline-offset-4 hover:underline"
    >
      <HeaderText column={column} />
      <span className="sr-only">, sort {ARIA_SORT[next]}</span>
      <SortArrow sorted={sorted} />
    </SmartLink>
  )
}

function SortArrow({ sorted }: { sorted: SortDirection | null }) {
  // Up for ascending, down for descending, a faint pair for "sortable, not sorted".
  const d =
    sorted === 'asc'
      ? 'M6 15l6-6 6 6'
      : sorted === 'desc'
        ? 'M6 9l6 6 6-6'
        : 'M8 10l4-4 4 4M8 14l4 4 4-4'
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
      className={sorted ? 'size-4 shrink-0' : 'size-4 shrink-0 opacity-60'}
    >
      <path d={d} />
    </svg>
  )
}

function cellClass(column: SortableColumn<never>, part: 'head' | 'row' | 'cell'): string {
  const classes = ['px-3 py-2 align-top']
  if (part === 'head') classes.push('whitespace-nowrap bg-surface-raised font-bold')
  if (part === 'row') classes.push('font-bold')
  classes.push(column.numeric ? 'text-right tabular-nums whitespace-nowrap' : 'text-left')
  // The naming column stays in view while the rest scrolls sideways; it needs a background to
  // hide what passes beneath it.
  if (column.rowHeader) classes.push('sticky left-0 z-[1]', part === 'head' ? '' : 'bg-surface')
  return classes.join(' ')
}
