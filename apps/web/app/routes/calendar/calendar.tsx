import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import { getQuery, type RouteHandle } from '~/utils/query'

import type { Route } from './+types/calendar'
import { calendarMeta } from './calendar-meta'
import { CalendarPage } from './calendar-page'
import { loadCalendarPage } from './calendar.server'

// /calendar: every sport's games, a month at a time (decision 018).
export const handle = {
  query: ['month', 'view', 'sport', 'location'],
} as const satisfies RouteHandle

export async function loader({ request }: Route.LoaderArgs) {
  return loadCalendarPage(null, getQuery(request, handle.query), request)
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData ? calendarMeta(loaderData, matches) : []
}

export default function Calendar({ loaderData }: Route.ComponentProps) {
  return <CalendarPage data={loaderData} />
}

export const ErrorBoundary = RouteErrorBoundary
