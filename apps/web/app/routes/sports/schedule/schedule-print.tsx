import { loadSchedulePage } from '~/components/games/schedule.server'
import { schedulePath, schedulePrintPath } from '~/paths/schedule'
import { pageMeta } from '~/seo/page-meta'
import { getSiteName } from '~/seo/root-matches'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'

import type { Route } from './+types/schedule-print'
import { PrintSheet } from './print-sheet'

// The print schedule (SPEC.md 2.1): every game of the season (print-sheet.tsx).
export async function loader({ params, request }: Route.LoaderArgs) {
  const page = await loadSchedulePage(params, { filter: null }, request.signal, schedulePrintPath)
  return { ...page, games: page.months.flatMap((month) => month.games) }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return []
  const { sport, season, seasonParam } = loaderData
  const siteName = getSiteName(matches)
  return pageMeta({
    matches,
    title: `${season.title} ${sport.title} Schedule (print)`,
    description: `The ${season.title} ${sport.title} schedule of ${siteName}, laid out for printing.`,
    path: schedulePrintPath(sport.globalSportNameSlug, seasonParam),
  })
}

export default function SchedulePrint({ loaderData }: Route.ComponentProps) {
  const { sport, season, seasonParam, record, games } = loaderData
  return (
    <PrintSheet
      title={`${season.title} ${sport.title} Schedule`}
      back={{
        url: schedulePath(sport.globalSportNameSlug, seasonParam),
        label: 'Back to the schedule',
      }}
      record={record}
      games={games}
    />
  )
}

export const ErrorBoundary = RouteErrorBoundary
