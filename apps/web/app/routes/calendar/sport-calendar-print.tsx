import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import { requireSport } from '~/utils/sport.server'

import type { Route } from './+types/sport-calendar-print'
import { calendarPrintMeta } from './calendar-meta'
import { CalendarPrintSheet } from './calendar-print-sheet'
import { loadCalendarPrint } from './calendar-print.server'

// /sports/{globalSportNameSlug}/calendar/print/{type}/{sport}/{start}/{end}/{location} (decision 018).
export async function loader({ params, request }: Route.LoaderArgs) {
  return loadCalendarPrint(await requireSport(params, request.signal), params, request)
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData ? calendarPrintMeta(loaderData, matches) : []
}

export default function SportCalendarPrint({ loaderData }: Route.ComponentProps) {
  return <CalendarPrintSheet data={loaderData} />
}

export const ErrorBoundary = RouteErrorBoundary
