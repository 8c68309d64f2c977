import type { SortableColumn } from '~/components/ui/sortable-table'

import { formatRecord, formatWinPercent } from './coaching-record'
import type { RecordColumns } from './coaching-records.server'

// The four record columns both views end with: overall and conference, each W-L(-T) and the
// percentage as record books print it (".625").
export const RECORD_COLUMNS: readonly SortableColumn<RecordColumns>[] = [
  {
    key: 'overall',
    header: 'Overall',
    label: 'Overall record, wins-losses-ties',
    numeric: true,
    cell: (row) => formatRecord(row.overall),
  },
  {
    key: 'overallPercent',
    header: 'Pct.',
    label: 'Overall winning percentage',
    numeric: true,
    cell: (row) => formatWinPercent(row.overall),
  },
  {
    key: 'conference',
    header: 'Conf.',
    label: 'Conference record, wins-losses-ties',
    numeric: true,
    cell: (row) => formatRecord(row.conference),
  },
  {
    key: 'conferencePercent',
    header: 'Pct.',
    label: 'Conference winning percentage',
    numeric: true,
    cell: (row) => formatWinPercent(row.conference),
  },
]
