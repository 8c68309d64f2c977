import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'

import { withQuery } from '~/paths/with-query'

import { type SortableColumn, SortableTable, type TableSort } from './sortable-table'

afterEach(cleanup)

type Player = { id: number; name: string; jersey: string; height: string }

const players: Player[] = [
  { id: 1, name: 'Ben Smith', jersey: '4', height: '6-2' },
  { id: 2, name: 'Zed Adams', jersey: '12', height: '5-11' },
]

const columns: SortableColumn<Player>[] = [
  {
    key: 'jersey',
    header: 'No.',
    label: 'Jersey number',
    cell: (p) => p.jersey,
    sortable: true,
    numeric: true,
  },
  { key: 'name', header: 'Name', cell: (p) => p.name, sortable: true, rowHeader: true },
  {
    key: 'height',
    header: 'Ht.',
    label: 'Height',
    cell: (p) => p.height,
    sortable: true,
    firstDirection: 'desc',
  },
  { key: 'photo', header: 'Photo', cell: () => '' },
]

function renderTable(
  sort: TableSort | null,
  extra: { footRows?: Player[]; hideCaption?: boolean } = {},
) {
  return render(
    <SortableTable
      caption="2025 Football roster"
      columns={columns}
      rows={players}
      rowKey={(p) => p.id}
      sort={sort}
      sortHref={(key, dir) => withQuery('/sports/football/roster/2025', { sort: key, dir })}
      {...extra}
    />,
  )
}

test('is a captioned table in a focusable region named by its caption', () => {
  renderTable({ key: 'name', direction: 'asc' })
  const region = screen.getByRole('region', { name: '2025 Football roster' })
  expect(region.getAttribute('tabindex')).toBe('0')
  // Positioned, so the absolutely placed screen-reader text in cells scrolled out of view is
  // clipped with them instead of widening the page (seen at 390 px in Chromium).
  expect(region.classList.contains('relative')).toBe(true)
  const table = within(region).getByRole('table', { name: '2025 Football roster' })
  expect(table.querySelector('caption')?.textContent).toBe('2025 Football roster')
  expect([...table.querySelectorAll('thead th')].map((th) => th.getAttribute('scope'))).toEqual([
    'col',
    'col',
    'col',
    'col',
  ])
})

test('marks only the sorted column with aria-sort', () => {
  renderTable({ key: 'height', direction: 'desc' })
  const headers = screen.getAllByRole('columnheader')
  expect(headers.map((th) => th.getAttribute('aria-sort'))).toEqual([
    null,
    null,
    'descending',
    null,
  ])
})

test('sort headers are links to this page sorted, saying where they lead', () => {
  renderTable({ key: 'name', direction: 'asc' })
  // The sorted column reverses; others take their first direction.
  const name = screen.getByRole('link', { name: 'Name, sort descending' })
  expect(name.getAttribute('href')).toBe('/sports/football/roster/2025?dir=desc&sort=name')
  const jersey = screen.getByRole('link', { name: 'No.: Jersey number, sort ascending' })
  expect(jersey.getAttribute('href')).toBe('/sports/football/roster/2025?dir=asc&sort=jersey')
  const height = screen.getByRole('link', { name: 'Ht.: Height, sort descending' })
  expect(height.getAttribute('href')).toBe('/sports/football/roster/2025?dir=desc&sort=height')
  // Plain anchors marked for route discovery: the shell navigates them, and without
  // JavaScript they are ordinary links.
  expect(height.getAttribute('data-discover')).toBe('true')
  // A column that is not sortable is plain text.
  expect(screen.getByRole('columnheader', { name: 'Photo' }).querySelector('a')).toBeNull()
})

test('a table with no sortHref has no links', () => {
  render(<SortableTable caption="Roster" columns={columns} rows={players} rowKey={(p) => p.id} />)
  expect(screen.queryAllByRole('link')).toEqual([])
  expect(screen.getAllByRole('columnheader').every((th) => !th.hasAttribute('aria-sort'))).toBe(
    true,
  )
})

test('row headers name their rows, and foot rows go in tfoot', () => {
  const { container } = renderTable(null, {
    footRows: [{ id: 0, name: 'Total', jersey: '', height: '' }],
    hideCaption: true,
  })
  expect(screen.getAllByRole('rowheader').map((th) => th.textContent)).toEqual([
    'Ben Smith',
    'Zed Adams',
    'Total',
  ])
  expect(screen.getAllByRole('rowheader')[0]?.getAttribute('scope')).toBe('row')
  expect(container.querySelector('tfoot')?.textContent).toContain('Total')
  expect(container.querySelectorAll('tbody tr')).toHaveLength(2)
  expect(container.querySelector('caption')?.className).toBe('sr-only')
  const cells = within(screen.getAllByRole('row')[1] as HTMLElement).getAllByRole('cell')
  expect(cells.map((td) => td.textContent)).toEqual(['4', '6-2', ''])
})
