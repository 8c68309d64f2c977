import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import { getShell } from '~/shell/use-shell'
import { pageMeta } from '~/utils/meta'
import { requireSport } from '~/utils/sport.server'

import type { Route } from './+types/sport-calendar-print'
import { CalendarPrintSheet } from './calendar-print-sheet'
import { loadCalendarPrint } from './calendar-print.server'

// /sports/{globalSportNameSlug}/calendar/print/{type}/{sport}/{start}/{end}/{location} (decision 018).
export async function loader({ params, request }: Route.LoaderArgs) {
  return loadCalendarPrint(await requireSport(params, request.signal), params, request)
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return []
  const siteName = getShell(matches)?.site.name ?? 'Athletics'
  return pageMeta({
    matches,
    title: `${loaderData.title} (print)`,
    description: `The games of ${siteName} in these days, laid out for printing.`,
    path: loaderData.path,
  })
}

export default function SportCalendarPrint({ loaderData }: Route.ComponentProps) {
  return <CalendarPrintSheet data={loaderData} />
}

export const ErrorBoundary = RouteErrorBoundary
