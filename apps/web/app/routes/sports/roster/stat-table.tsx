import type { StatTableData } from './player-stats.server'

// One stat table of the bio: abbreviations in the headers with their meaning for screen
// readers, numbers aligned right, the row's first cell naming it; on a phone the table scrolls
// inside a labelled, focusable region (like SortableTable) rather than widening the page.
export function StatTable({
  id,
  caption,
  table,
}: {
  id: string
  caption: string
  table: StatTableData
}) {
  // The title sits above the scroll region, not in it as a visible caption: a caption is as wide
  // as its table, so on a phone it would scroll out of view with the columns.
  return (
    <div>
      <h3 id={id} className="mb-2 text-lg font-bold">
        {caption}
      </h3>
      <div
        role="region"
        aria-labelledby={id}
        tabIndex={0}
        className="relative max-w-full overflow-x-auto"
      >
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b-2 border-ink bg-surface-raised">
              {table.leading.map((header) => (
                <th key={header} scope="col" className="whitespace-nowrap px-2 py-2 text-left">
                  {header}
                </th>
              ))}
              {table.columns.map((column) => (
                <th key={column.key} scope="col" className="whitespace-nowrap px-2 py-2 text-right">
                  <span aria-hidden="true">{column.abbr}</span>
                  <span className="sr-only">{column.label}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.key} className="border-b border-line">
                {row.leading.map((cell, index) =>
                  index === 0 ? (
                    <th
                      key={index}
                      scope="row"
                      className="whitespace-nowrap px-2 py-1 text-left font-bold"
                    >
                      {cell}
                    </th>
                  ) : (
                    <td key={index} className="whitespace-nowrap px-2 py-1">
                      {cell}
                    </td>
                  ),
                )}
                {row.values.map((value, index) => (
                  <td key={index} className="px-2 py-1 text-right tabular-nums">
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          {table.totals ? (
            <tfoot className="border-t-2 border-ink font-bold">
              <tr>
                <th scope="row" colSpan={table.leading.length} className="px-2 py-1 text-left">
                  Totals
                </th>
                {table.totals.map((value, index) => (
                  <td key={index} className="px-2 py-1 text-right tabular-nums">
                    {value}
                  </td>
                ))}
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
    </div>
  )
}
