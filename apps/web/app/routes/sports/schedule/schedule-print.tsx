import { loadSchedulePage } from '~/components/games/schedule.server'
import { schedulePath, schedulePrintPath } from '~/paths/schedule'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'

import { seasonGamesMeta } from './season-games-meta'
import type { Route } from './+types/schedule-print'
import { PrintSheet } from './print-sheet'

// The print schedule (SPEC.md 2.1): every game of the season (print-sheet.tsx).
export async function loader({ params, request }: Route.LoaderArgs) {
  const page = await loadSchedulePage(params, { filter: null }, request.signal, schedulePrintPath)
  return {
    ...page,
    games: page.months.flatMap((month) => month.games),
    back: schedulePath(page.sport.globalSportNameSlug, page.seasonParam),
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return []
  return seasonGamesMeta(
    matches,
    loaderData,
    'Schedule (print)',
    (games, siteName) => `The ${games} schedule of ${siteName}, laid out for printing.`,
  )
}

export default function SchedulePrint({ loaderData }: Route.ComponentProps) {
  const { sport, season, back, record, games } = loaderData
  return (
    <PrintSheet
      title={`${season.title} ${sport.title} Schedule`}
      back={{
        url: back,
        label: 'Back to the schedule',
      }}
      record={record}
      games={games}
    />
  )
}

export const ErrorBoundary = RouteErrorBoundary
