import { formatHeight } from '@fieldhouse/domain/format-height'
import { formatWeight } from '@fieldhouse/domain/format-weight'

import { loadRosterPage } from '~/components/people/roster.server'
import { PrintSheetHead } from '~/components/tables/print-sheet-head'
import { ColumnHeads } from '~/components/ui/column-heads'
import { rosterPath, rosterPrintPath } from '~/paths/roster'
import { pageMeta } from '~/seo/page-meta'
import { getSiteName } from '~/seo/root-matches'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import { useShell } from '~/shell/use-shell'
import { getQuery, type RouteHandle } from '~/utils/query'

import type { Route } from './+types/roster-print'

export const handle = { query: ['sort', 'dir'] } as const satisfies RouteHandle

// The print roster (SPEC.md 2.1): full screen, no site chrome (layout flags), one table that
// fits a page of paper, with the coaching staff after it. The print stylesheet is `.print-page`
// in app.css.
export async function loader({ params, request }: Route.LoaderArgs) {
  return loadRosterPage(params, getQuery(request, handle.query), request.signal, rosterPrintPath)
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return []
  const { sport, roster, season } = loaderData
  const siteName = getSiteName(matches)
  return pageMeta({
    matches,
    title: `${roster.title} (print)`,
    description: `The ${roster.title.toLowerCase()} of ${siteName}, laid out for printing.`,
    path: rosterPrintPath(sport.globalSportNameSlug, season),
  })
}

const ROSTER_COLUMNS = [
  { key: 'no', label: 'No.', numeric: true },
  'Name',
  'Pos.',
  { key: 'ht', label: 'Ht.', numeric: true },
  { key: 'wt', label: 'Wt.', numeric: true },
  'Cl.',
  'Hometown / High School',
  'Previous School',
] as const

export default function RosterPrint({ loaderData }: Route.ComponentProps) {
  const { sport, roster, season, players, coaches, support } = loaderData
  const siteName = useShell().site.name
  const staff = [...coaches, ...support]
  return (
    <div className="print-page mx-auto max-w-5xl px-4 py-6">
      <PrintSheetHead
        siteName={siteName}
        title={roster.title}
        back={{ url: rosterPath(sport.globalSportNameSlug, season), label: 'Back to the roster' }}
      />
      {/* A phone can open this page too: the table scrolls inside its region there. */}
      <div
        role="region"
        aria-labelledby="print-roster-caption"
        tabIndex={0}
        className="print-scroll max-w-full overflow-x-auto"
      >
        <table className="w-full border-collapse text-sm">
          <caption id="print-roster-caption" className="sr-only">
            {roster.title}
          </caption>
          <ColumnHeads columns={ROSTER_COLUMNS} />
          <tbody>
            {players.map((player) => (
              <tr key={player.id} className="border-b border-line">
                <td className="px-2 py-1 text-right tabular-nums">{player.jersey}</td>
                <th scope="row" className="px-2 py-1 text-left font-bold">
                  {player.name}
                </th>
                <td className="px-2 py-1">{player.position}</td>
                <td className="whitespace-nowrap px-2 py-1 text-right tabular-nums">
                  {formatHeight(player.heightFeet, player.heightInches)}
                </td>
                <td className="whitespace-nowrap px-2 py-1 text-right tabular-nums">
                  {formatWeight(player.weight)}
                </td>
                <td className="whitespace-nowrap px-2 py-1">{player.academicYear}</td>
                <td className="px-2 py-1">
                  {[player.hometown, player.highSchool].filter(Boolean).join(' / ')}
                </td>
                <td className="px-2 py-1">{player.previousSchool}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {staff.length > 0 ? (
        <section aria-labelledby="print-staff-heading" className="mt-6 break-inside-avoid">
          <h2 id="print-staff-heading" className="mb-2 text-lg font-bold uppercase">
            {sport.title} staff
          </h2>
          <ul className="columns-2 text-sm">
            {staff.map((member) => (
              <li key={member.id}>
                <span className="font-bold">{member.name}</span>
                {member.title ? `, ${member.title}` : ''}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}

export const ErrorBoundary = RouteErrorBoundary
