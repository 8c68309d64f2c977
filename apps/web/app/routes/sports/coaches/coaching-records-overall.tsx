import { SortableTable, type SortableColumn } from '~/components/ui/sortable-table'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'

import type { Route } from './+types/coaching-records-overall'
import { sumRecords } from './coaching-record'
import { loadCoachingRecords, toCoachRows, type RecordColumns } from './coaching-records.server'
import { RECORD_COLUMNS } from './record-cells'
import { RecordsFrame, recordsMeta } from './records-frame'

// /sports/{slug}/coaches/overall: one row per head coach's tenure, in the order they coached.
export async function loader({ params, request }: Route.LoaderArgs) {
  const { sport, history } = await loadCoachingRecords(params, request.signal)
  return { sport, rows: toCoachRows(history) }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return []
  const { sport, rows } = loaderData
  return recordsMeta(
    matches,
    sport,
    'overall',
    rows.length > 0
      ? (siteName) =>
          `The ${rows.length} head coaches of ${siteName} ${sport.title.toLowerCase()} and their records: seasons, years, overall and conference wins, losses and ties.`
      : null,
  )
}

type CoachRow = RecordColumns & { seasons: number; years: string }

const COLUMNS: readonly SortableColumn<CoachRow>[] = [
  { key: 'coach', header: 'Head coach', rowHeader: true, cell: (row) => row.name },
  { key: 'years', header: 'Years', numeric: true, cell: (row) => row.years },
  { key: 'seasons', header: 'Seasons', numeric: true, cell: (row) => row.seasons },
  ...RECORD_COLUMNS,
]

export default function CoachingRecordsOverall({ loaderData }: Route.ComponentProps) {
  const { sport, rows } = loaderData
  const first = rows[0]?.years.slice(0, 4)
  const last = rows.at(-1)?.years.slice(-4)
  const totals: CoachRow = {
    name: 'Totals',
    years: first && last && first !== last ? `${first}-${last}` : (first ?? ''),
    seasons: rows.reduce((sum, row) => sum + row.seasons, 0),
    overall: sumRecords(rows.map((row) => row.overall)),
    conference: sumRecords(rows.map((row) => row.conference)),
  }
  return (
    <RecordsFrame sport={sport} view="overall" hasRecords={rows.length > 0}>
      <SortableTable
        caption={`${sport.title} head coaching records by coach`}
        hideCaption
        columns={COLUMNS}
        rows={rows}
        footRows={[totals]}
        rowKey={(row, index) => `${index}-${row.name}`}
      />
    </RecordsFrame>
  )
}

export const ErrorBoundary = RouteErrorBoundary
