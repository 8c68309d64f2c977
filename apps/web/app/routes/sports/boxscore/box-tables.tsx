import { SortableTable, type SortableColumn } from '~/components/ui/sortable-table'

import type { BoxScoreTeamView, PlayerRow, StatTableView } from './box-view'

// The players' stat tables of a box score.

function columnsOf(table: StatTableView): SortableColumn<PlayerRow>[] {
  return [
    { key: 'uniform', header: '#', label: 'Number', cell: (row) => row.uniform, numeric: true },
    {
      key: 'name',
      header: 'Player',
      rowHeader: true,
      cell: (row) => (
        <>
          {row.name}
          {row.position ? <span className="text-ink-muted"> {row.position}</span> : null}
          {row.starter ? <span className="sr-only"> (starter)</span> : null}
        </>
      ),
    },
    ...table.columns.map(
      (column, i): SortableColumn<PlayerRow> => ({
        key: column.key,
        header: column.abbr,
        label: column.abbr === column.title ? undefined : column.title,
        cell: (row) => row.values[i],
        numeric: true,
      }),
    ),
  ]
}

export function TeamTables({ team }: { team: BoxScoreTeamView }) {
  if (team.tables.length === 0) return <p>No player statistics for {team.name}.</p>
  return (
    <div className="space-y-6">
      {team.tables.map((table) => (
        <SortableTable
          key={table.group}
          caption={`${team.name}: ${table.title}`}
          columns={columnsOf(table)}
          rows={table.rows}
          rowKey={(row, i) => `${row.uniform}-${row.name}-${i}`}
          footRows={
            table.totals
              ? [
                  {
                    name: 'Totals',
                    uniform: '',
                    position: '',
                    starter: false,
                    values: table.totals,
                  },
                ]
              : undefined
          }
        />
      ))}
    </div>
  )
}
