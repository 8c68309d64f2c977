import { PrintSheetHead } from '~/components/tables/print-sheet-head'
import { ColumnHeads } from '~/components/ui/column-heads'
import { staffDirectoryPath, staffDirectoryPrintPath } from '~/paths/staff-directory'
import { pageMeta } from '~/seo/page-meta'
import { getSiteName } from '~/seo/root-matches'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'

import type { Route } from './+types/staff-directory-print'
import { loadStaffDirectoryPrint } from './staff-directory.server'

// The printable directory (SPEC.md 2.1): full screen, no site chrome (layout flags), every
// department as a compact table that fits a page of paper. The print stylesheet is
// `.print-page` in app.css.
export async function loader({ request }: Route.LoaderArgs) {
  return loadStaffDirectoryPrint(request.signal)
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return []
  return pageMeta({
    matches,
    title: 'Staff Directory (print)',
    description: `The ${getSiteName(matches)} staff directory, laid out for printing.`,
    path: staffDirectoryPrintPath(),
  })
}

const COLUMNS = ['Name', 'Title', 'Phone', 'Email'] as const

export default function StaffDirectoryPrint({ loaderData }: Route.ComponentProps) {
  const { siteName, groups } = loaderData
  return (
    <div className="print-page mx-auto max-w-5xl px-4 py-6">
      <PrintSheetHead
        siteName={siteName}
        title="Staff Directory"
        back={{ url: staffDirectoryPath(), label: 'Back to the directory' }}
      />
      {groups.map((group) => {
        const captionId = `print-department-${group.id ?? 'other'}`
        return (
          <section key={captionId} aria-labelledby={captionId} className="mt-5">
            <h2 id={captionId} className="mb-1 text-lg font-bold uppercase">
              {group.title}
            </h2>
            {/* A phone can open this page too: the table scrolls inside its region there. */}
            <div
              role="region"
              aria-label={`${group.title} staff`}
              tabIndex={0}
              className="print-scroll max-w-full overflow-x-auto"
            >
              {/* Fixed column widths, so every department's table lines up with the others. */}
              <table className="w-full border-collapse text-sm sm:table-fixed">
                <colgroup>
                  <col className="sm:w-[22%]" />
                  <col className="sm:w-[35%]" />
                  <col className="sm:w-[14%]" />
                  <col className="sm:w-[29%]" />
                </colgroup>
                <ColumnHeads columns={COLUMNS} />
                <tbody>
                  {group.people.map((person) => (
                    <tr key={person.id} className="border-b border-line">
                      <th scope="row" className="w-1/4 px-2 py-1 text-left font-bold">
                        {person.name}
                      </th>
                      <td className="px-2 py-1">{person.title}</td>
                      <td className="whitespace-nowrap px-2 py-1 tabular-nums">{person.phone}</td>
                      <td className="px-2 py-1">{person.email}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        )
      })}
    </div>
  )
}

export const ErrorBoundary = RouteErrorBoundary
