import { historicalRosterPath } from '~/paths/historical-roster'
import { pageMeta } from '~/seo/page-meta'
import { getSiteName } from '~/seo/root-matches'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import { getQuery, type RouteHandle } from '~/utils/query'
import { requireSport } from '~/utils/sport.server'

import type { Route } from './+types/sport-historical-roster'
import { HistoricalRosterView } from './historical-roster-view'
import { loadHistoricalRoster } from './historical-roster.server'

export const handle = { query: ['q', 'letter', 'page'] } as const satisfies RouteHandle

export async function loader({ params, request }: Route.LoaderArgs) {
  const sport = await requireSport(params, request.signal)
  const history = await loadHistoricalRoster(sport, getQuery(request, handle.query), request.signal)
  return { ...history, sport: sport.summary }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return []
  const siteName = getSiteName(matches)
  const { sport } = loaderData
  return pageMeta({
    matches,
    title: `${sport.title} Historical Roster`,
    description: `Every ${sport.title.toLowerCase()} athlete who has been on a ${siteName} roster: search by name or last-name initial.`,
    path: historicalRosterPath(sport.globalSportNameSlug),
  })
}

export default function SportHistoricalRoster({ loaderData }: Route.ComponentProps) {
  const { sport, ...history } = loaderData
  return (
    <HistoricalRosterView
      title={`${sport.title} Historical Roster`}
      path={historicalRosterPath(sport.globalSportNameSlug)}
      showSport={false}
      {...history}
    />
  )
}

export const ErrorBoundary = RouteErrorBoundary
