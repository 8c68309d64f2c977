// A score by period: the box score's line score and the game center's period scores.

export type LineRow = { name: string; scores: string[]; total: string; extras?: string[] }

type Column = { abbr: string; title: string }

const TOTAL: Column = { abbr: 'T', title: 'Total' }

/** `total` heads the total column ("R", runs, in baseball); `extras` follow it (hits, errors). */
export function LineScore({
  periods,
  rows,
  caption,
  total = TOTAL,
  extras = [],
}: {
  periods: string[]
  rows: LineRow[]
  caption: string
  total?: Column
  extras?: Column[]
}) {
  return (
    <div role="region" aria-label={caption} tabIndex={0} className="relative overflow-x-auto">
      <table className="min-w-max text-center tabular-nums">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b-2 border-ink text-xs uppercase">
          <tr>
            <th scope="col" className="min-w-40 py-2 pr-6 text-left">
              Team
            </th>
            {periods.map((period, i) => (
              <th key={i} scope="col" className="px-2 py-2">
                {period}
              </th>
            ))}
            {[total, ...extras].map((column) => (
              <th key={column.abbr} scope="col" className="px-2 py-2">
                <abbr title={column.title}>{column.abbr}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row" className="py-2 pr-4 text-left font-bold">
                {row.name}
              </th>
              {row.scores.map((score, i) => (
                <td key={i} className="px-2 py-2">
                  {score}
                </td>
              ))}
              <td className="px-2 py-2 font-black">{row.total}</td>
              {extras.map((column, i) => (
                <td key={column.abbr} className="px-2 py-2">
                  {row.extras?.[i] ?? ''}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
