import type { RootMatches } from '~/shell/use-shell'
import { pageMeta } from '~/utils/meta'

import type { CalendarPageData } from './calendar.server'

// Title, description and canonical address (the month when the address names one; the filters
// and the view are other looks at the same games) are made by the loader, and so are the games
// as schema.org SportsEvents (calendar-games.server.tsx): meta only hands them on.
export function calendarMeta(data: CalendarPageData, matches: RootMatches) {
  return pageMeta({
    matches,
    title: data.meta.title,
    description: data.meta.description,
    path: data.meta.canonical,
    structuredData: data.structuredData,
  })
}
