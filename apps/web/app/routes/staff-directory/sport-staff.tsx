import { SmartLink } from '~/components/smart-link'
import { SportPageHeader } from '~/components/sport/sport-page-header'
import { StaticHtml } from '~/components/static-html'
import { coachesPath } from '~/paths/coaches'
import { sportStaffPath, staffDirectoryPath } from '~/paths/staff-directory'
import { BUILT_ON_SERVER, pageMeta } from '~/seo/page-meta'
import { getSiteName } from '~/seo/root-matches'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'

import type { Route } from './+types/sport-staff'
import { loadSportStaffPage } from './sport-staff.server'

// /sports/{sportDepartment}/staff (SPEC.md 2.1): the sport's coaches and support staff from the
// staff directory. The parameter is the sport's slug, named `slug` as on every sport page so the
// current sport follows from it (SPEC.md 2.2).
export async function loader({ params, request }: Route.LoaderArgs) {
  return loadSportStaffPage(params, request)
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return []
  const { sport, structuredData } = loaderData
  return pageMeta({
    matches,
    title: `${sport.title} Staff`,
    description: `Contact the ${getSiteName(matches)} ${sport.title} coaches and support staff: titles, phone numbers and e-mail addresses.`,
    path: sportStaffPath(sport.globalSportNameSlug),
    structuredData: import.meta.env.SSR ? (structuredData ?? {}) : BUILT_ON_SERVER,
  })
}

export default function SportStaff({ loaderData }: Route.ComponentProps) {
  const { sport, count, list } = loaderData
  return (
    <>
      <SportPageHeader sport={sport} title={`${sport.title} Staff`} />
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-8">
        {list ? (
          <StaticHtml markup={list} />
        ) : (
          <p>No {sport.title} staff are listed in the directory yet.</p>
        )}
        <ul className="flex flex-wrap gap-x-6 gap-y-2 border-t border-line pt-4">
          <li>
            <SmartLink
              url={coachesPath(sport.globalSportNameSlug, null)}
              className="font-bold text-brand-strong hover:underline"
            >
              {sport.title} coaches by season
            </SmartLink>
          </li>
          <li>
            <SmartLink
              url={staffDirectoryPath()}
              className="font-bold text-brand-strong hover:underline"
            >
              The whole staff directory
              <span className="sr-only">
                {' '}
                ({count} {sport.title} staff listed here)
              </span>
            </SmartLink>
          </li>
        </ul>
      </div>
    </>
  )
}

export const ErrorBoundary = RouteErrorBoundary
