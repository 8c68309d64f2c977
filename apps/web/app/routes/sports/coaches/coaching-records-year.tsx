import { SortableTable, type SortableColumn } from '~/components/ui/sortable-table'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'

import type { Route } from './+types/coaching-records-year'
import { sumRecords } from './coaching-record'
import { loadCoachingRecords, toYearRows, type RecordColumns } from './coaching-records.server'
import { RECORD_COLUMNS } from './record-cells'
import { RecordsFrame, recordsMeta } from './records-frame'

// /sports/{slug}/coaches/year: every season of the record book with its head coach, and the
// program's all-time totals at the foot.
export async function loader({ params, request }: Route.LoaderArgs) {
  const { sport, history } = await loadCoachingRecords(params, request.signal)
  return { sport, rows: toYearRows(history) }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return []
  const { sport, rows } = loaderData
  return recordsMeta(
    matches,
    sport,
    'year',
    rows.length > 0
      ? (siteName) =>
          `${siteName} ${sport.title.toLowerCase()} head coaching records season by season, ${rows[0]?.season} to ${rows.at(-1)?.season}: overall and conference wins, losses and ties.`
      : null,
  )
}

type YearRow = RecordColumns & { season: string }

const COLUMNS: readonly SortableColumn<YearRow>[] = [
  { key: 'season', header: 'Season', rowHeader: true, cell: (row) => row.season },
  { key: 'coach', header: 'Head coach', cell: (row) => row.name },
  ...RECORD_COLUMNS,
]

export default function CoachingRecordsYear({ loaderData }: Route.ComponentProps) {
  const { sport, rows } = loaderData
  const totals: YearRow = {
    season: 'Totals',
    name: `${rows.length} seasons`,
    overall: sumRecords(rows.map((row) => row.overall)),
    conference: sumRecords(rows.map((row) => row.conference)),
  }
  return (
    <RecordsFrame sport={sport} view="year" hasRecords={rows.length > 0}>
      <SortableTable
        caption={`${sport.title} head coaching records, year by year`}
        hideCaption
        columns={COLUMNS}
        rows={rows}
        footRows={[totals]}
        rowKey={(row) => row.season}
      />
    </RecordsFrame>
  )
}

export const ErrorBoundary = RouteErrorBoundary
