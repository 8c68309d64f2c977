import { BUILT_ON_SERVER, pageMeta } from '~/seo/page-meta'
import { getSiteName, type RootMatches } from '~/seo/root-matches'

import type { CalendarPageData } from './calendar.server'

// Title, description and canonical address (the month when the address names one; the filters
// and the view are other looks at the same games) are made by the loader, and so are the games
// as schema.org SportsEvents (calendar-games.server.tsx), for the server's render only: meta
// only hands them on.
export function calendarMeta(data: CalendarPageData, matches: RootMatches) {
  return pageMeta({
    matches,
    title: data.meta.title,
    description: data.meta.description,
    path: data.meta.canonical,
    structuredData: import.meta.env.SSR ? (data.structuredData ?? null) : BUILT_ON_SERVER,
  })
}

/** The print versions (calendar-print.tsx, sport-calendar-print.tsx). */
export function calendarPrintMeta(data: { title: string; path: string }, matches: RootMatches) {
  const siteName = getSiteName(matches)
  return pageMeta({
    matches,
    title: `${data.title} (print)`,
    description: `The games of ${siteName} in these days, laid out for printing.`,
    path: data.path,
  })
}
