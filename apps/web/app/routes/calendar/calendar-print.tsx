import { RouteErrorBoundary } from '~/shell/route-error-boundary'

import type { Route } from './+types/calendar-print'
import { calendarPrintMeta } from './calendar-meta'
import { CalendarPrintSheet } from './calendar-print-sheet'
import { loadCalendarPrint } from './calendar-print.server'

// /calendar/print/{type}/{sport}/{start}/{end}/{location} (decision 018).
export async function loader({ params, request }: Route.LoaderArgs) {
  return loadCalendarPrint(null, params, request)
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData ? calendarPrintMeta(loaderData, matches) : []
}

export default function CalendarPrint({ loaderData }: Route.ComponentProps) {
  return <CalendarPrintSheet data={loaderData} />
}

export const ErrorBoundary = RouteErrorBoundary
