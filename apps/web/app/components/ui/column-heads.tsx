import type { ReactNode } from 'react'

/** A column's header: its text, or a label with a key, right-aligned when it heads numbers. */
export type ColumnHead = string | { key: string; label: ReactNode; numeric?: boolean }

type ColumnHeadsProps = {
  columns: readonly ColumnHead[]
  /** Each header cell's classes; a numeric column adds `text-right`. */
  cellClassName?: string
  rowClassName?: string
  className?: string
}

/**
 * A table's head: one row of `th scope="col"` cells, so every data cell is announced with its
 * column. For the plain tables (print sheets, a bio's seasons, the schedule's table); sortable
 * ones use SortableTable.
 */
export function ColumnHeads({
  columns,
  cellClassName = 'px-2 py-1',
  rowClassName = 'border-b-2 border-ink text-left',
  className,
}: ColumnHeadsProps) {
  return (
    <thead className={className}>
      <tr className={rowClassName}>
        {columns.map((column) => {
          const { key, label, numeric } =
            typeof column === 'string' ? { key: column, label: column, numeric: false } : column
          return (
            <th
              key={key}
              scope="col"
              className={numeric ? `${cellClassName} text-right` : cellClassName}
            >
              {label}
            </th>
          )
        })}
      </tr>
    </thead>
  )
}
