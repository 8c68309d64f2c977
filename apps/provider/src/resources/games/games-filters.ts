import type { Context } from 'hono'
import { ApiError } from '../../errors'
import { getQueryParam } from '../../http/query'
import { parseQueryBoolean, parseQueryId } from '../../http/query'
import type { GameFilters } from './games-queries'

// The query filters of /EventsResults/* (README 3.2): sportId, locationIndicator (H/A/N),
// gameId, sportLight (isSpotlight), a date range (v2 StartDate/EndDate, v2.1
// DateRange.StartDate/DateRange.EndDate; either spelling is read on both versions) and v2.1's
// Upcoming. Malformed values answer 400 (README 2.2).

const DATE = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}(?::\d{2})?))?$/

// A date alone covers its whole day: a start from midnight, an end to the day's last second.
function readDate(c: Context, names: string[], edge: 'start' | 'end'): string | undefined {
  for (const name of names) {
    const value = getQueryParam(c, name)
    if (value === undefined || value === '') continue
    const match = DATE.exec(value)
    if (!match || Number.isNaN(Date.parse(`${match[1]}T00:00:00Z`))) {
      throw new ApiError(400, `Query parameter ${name} must be a date such as 2026-09-10`)
    }
    const time = match[2] ?? (edge === 'start' ? '00:00:00' : '23:59:59')
    return `${match[1]}T${time.length === 5 ? `${time}:00` : time}`
  }
  return undefined
}

export type EventsQuery = GameFilters & { upcoming?: boolean }

export function parseEventsQuery(c: Context): EventsQuery {
  const location = getQueryParam(c, 'locationIndicator')
  let locationIndicator: GameFilters['locationIndicator']
  if (location !== undefined && location !== '') {
    const upper = location.toUpperCase()
    if (upper !== 'H' && upper !== 'A' && upper !== 'N') {
      throw new ApiError(400, 'Query parameter locationIndicator must be H, A or N')
    }
    locationIndicator = upper
  }
  return {
    sportId: parseQueryId(c, 'sportId'),
    gameId: parseQueryId(c, 'gameId'),
    locationIndicator,
    spotlight: parseQueryBoolean(c, 'sportLight'),
    from: readDate(c, ['DateRange.StartDate', 'StartDate'], 'start'),
    to: readDate(c, ['DateRange.EndDate', 'EndDate'], 'end'),
    upcoming: parseQueryBoolean(c, 'Upcoming'),
  }
}
