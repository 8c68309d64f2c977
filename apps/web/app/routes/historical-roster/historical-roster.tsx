import { historicalRosterPath } from '~/paths/historical-roster'
import { pageMeta } from '~/seo/page-meta'
import { getSiteName } from '~/seo/root-matches'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import { getQuery, type RouteHandle } from '~/utils/query'

import type { Route } from './+types/historical-roster'
import { HistoricalRosterView } from './historical-roster-view'
import { loadHistoricalRoster } from './historical-roster.server'

export const handle = { query: ['q', 'letter', 'page'] } as const satisfies RouteHandle

export async function loader({ request }: Route.LoaderArgs) {
  return loadHistoricalRoster(null, getQuery(request, handle.query), request.signal)
}

export function meta({ matches }: Route.MetaArgs) {
  const siteName = getSiteName(matches)
  return pageMeta({
    matches,
    title: 'Historical Roster',
    description: `Every athlete who has been on a ${siteName} roster: search by name or last-name initial.`,
    path: historicalRosterPath(null),
  })
}

export default function HistoricalRoster({ loaderData }: Route.ComponentProps) {
  return (
    <HistoricalRosterView
      title="Historical Roster"
      path={historicalRosterPath(null)}
      showSport
      {...loaderData}
    />
  )
}

export const ErrorBoundary = RouteErrorBoundary
