import { toSportsEvent } from '~/components/games/game-structured-data'
import { withQuery } from '~/components/ui/with-query'
import { getShell, type RootMatches } from '~/shell/use-shell'
import { pageMeta } from '~/utils/meta'

import { formatMonth } from './calendar-days'
import { calendarTitle } from './calendar-page'
import { calendarPath } from './calendar-paths'
import type { CalendarPageData } from './calendar.server'

// Title, description, canonical address (the month when the address names one; the filters
// and the view are other looks at the same games) and the games as schema.org SportsEvents,
// each with its sport, as the schedule gives them.
export function calendarMeta(data: CalendarPageData, matches: RootMatches) {
  const shell = getShell(matches)
  const siteName = shell?.site.name ?? 'Athletics'
  const month = formatMonth(data.month)
  const path = withQuery(calendarPath(data.sport?.slug ?? null), { month: data.monthParam })
  const url = new URL(path, shell?.siteUrl ?? 'http://localhost').href
  const games = data.days.flatMap((day) => day.games)
  return pageMeta({
    matches,
    title: `${calendarTitle(data.sport)}: ${month}`,
    description: data.sport
      ? `Every ${data.sport.title} game of ${siteName} in ${month}: dates, times, opponents, results and links to box scores and recaps.`
      : `Every game of every ${siteName} team in ${month}: dates, times, opponents, results and links to box scores and recaps.`,
    path,
    structuredData: {
      '@context': 'https://schema.org',
      '@graph': games.flatMap(
        (game) =>
          toSportsEvent(game, { name: `${siteName} ${game.sport}`, sport: game.sport }, url) ?? [],
      ),
    },
  })
}
