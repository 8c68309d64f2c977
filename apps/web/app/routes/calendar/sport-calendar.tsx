import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import { getQuery, type RouteHandle } from '~/utils/query'
import { requireSport } from '~/utils/sport.server'

import type { Route } from './+types/sport-calendar'
import { calendarMeta } from './calendar-meta'
import { CalendarPage } from './calendar-page'
import { loadCalendarPage } from './calendar.server'

// /sports/{globalSportNameSlug}/calendar: one sport's games, a month at a time (decision 018).
export const handle = { query: ['month', 'view', 'location'] } as const satisfies RouteHandle

export async function loader({ params, request }: Route.LoaderArgs) {
  const sport = await requireSport(params, request.signal)
  return loadCalendarPage(sport, getQuery(request, handle.query), request)
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData ? calendarMeta(loaderData, matches) : []
}

export default function SportCalendar({ loaderData }: Route.ComponentProps) {
  return <CalendarPage data={loaderData} />
}

export const ErrorBoundary = RouteErrorBoundary
