import { formatHeight, formatHeightLong } from '@fieldhouse/domain/format-height'
import { formatWeight, formatWeightLong } from '@fieldhouse/domain/format-weight'

import type { RosterRow } from '~/components/people/roster-rows'
import { SmartLink } from '~/components/smart-link'
import {
  SortableTable,
  type SortDirection,
  type SortableColumn,
  type TableSort,
} from '~/components/ui/sortable-table'

// The columns of SPEC.md 3's sort options, in the order printed rosters use. Height and weight
// start tallest and heaviest first, as fans look for them.
const COLUMNS: readonly SortableColumn<RosterRow>[] = [
  {
    key: 'jersey',
    header: 'No.',
    label: 'Jersey number',
    sortable: true,
    numeric: true,
    cell: (row) => row.jersey ?? '',
  },
  {
    key: 'name',
    header: 'Name',
    sortable: true,
    rowHeader: true,
    cell: (row) =>
      row.url ? (
        <SmartLink url={row.url} className="underline-offset-4 hover:underline">
          {row.name}
        </SmartLink>
      ) : (
        row.name
      ),
  },
  {
    key: 'position',
    header: 'Pos.',
    label: 'Position',
    sortable: true,
    cell: (row) => <Abbreviation short={row.position} long={row.positionLong} />,
  },
  {
    key: 'height',
    header: 'Ht.',
    label: 'Height',
    sortable: true,
    numeric: true,
    firstDirection: 'desc',
    cell: (row) => (
      <Abbreviation
        short={formatHeight(row.heightFeet, row.heightInches)}
        long={formatHeightLong(row.heightFeet, row.heightInches)}
      />
    ),
  },
  {
    key: 'weight',
    header: 'Wt.',
    label: 'Weight',
    sortable: true,
    numeric: true,
    firstDirection: 'desc',
    cell: (row) => (
      <Abbreviation short={formatWeight(row.weight)} long={formatWeightLong(row.weight)} />
    ),
  },
  {
    key: 'class',
    header: 'Cl.',
    label: 'Class',
    sortable: true,
    cell: (row) => <Abbreviation short={row.academicYear} long={row.academicYearLong} />,
  },
  {
    key: 'hometown',
    header: 'Hometown / High School',
    sortable: true,
    cell: (row) => [row.hometown, row.highSchool].filter(Boolean).join(' / '),
  },
  {
    key: 'previousSchool',
    header: 'Previous School',
    cell: (row) => row.previousSchool ?? '',
  },
]

type RosterTableProps = {
  caption: string
  players: readonly RosterRow[]
  sort: TableSort
  sortHref: (key: string, direction: SortDirection) => string
}

export function RosterTable({ caption, players, sort, sortHref }: RosterTableProps) {
  return (
    <SortableTable
      caption={caption}
      hideCaption
      columns={COLUMNS}
      rows={players}
      rowKey={(row) => row.id}
      sort={sort}
      sortHref={sortHref}
    />
  )
}

// "6-2" and "Jr." read badly aloud; screen readers get the words, everyone else the short form.
function Abbreviation({ short, long }: { short: string | null; long: string | null }) {
  if (!short) return null
  if (!long || long === short) return <>{short}</>
  return (
    <>
      <span aria-hidden="true">{short}</span>
      <span className="sr-only">{long}</span>
    </>
  )
}
