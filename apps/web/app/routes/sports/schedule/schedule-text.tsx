import { formatGameDay } from '~/components/games/game-time'
import {
  opponentText,
  outcomeText,
  toTextTable,
  whereText,
} from '~/components/games/schedule-text-parts'
import { loadSchedulePage } from '~/components/games/schedule.server'
import { scheduleTextPath } from '~/paths/schedule'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import { useShell } from '~/shell/use-shell'

import { seasonGamesMeta } from './season-games-meta'
import type { Route } from './+types/schedule-text'

// The text schedule (SPEC.md 2.1): full screen, plain fixed-width text a fan can copy into a
// message or a team can paste into a program. The same games as the schedule, unfiltered.
export async function loader({ params, request }: Route.LoaderArgs) {
  const page = await loadSchedulePage(params, { filter: null }, request.signal, scheduleTextPath)
  const rows = [
    ['Date', 'Time', 'Opponent', 'Location', 'Result'],
    ...page.months
      .flatMap((month) => month.games)
      .map((game) => [
        formatGameDay(game.day),
        game.timeText,
        opponentText(game),
        whereText(game),
        outcomeText(game),
      ]),
  ]
  return {
    sport: page.sport,
    season: page.season,
    seasonParam: page.seasonParam,
    path: page.path,
    record: page.record.map((row) => `${row.label}: ${row.value}`),
    text: toTextTable(rows),
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return []
  return seasonGamesMeta(
    matches,
    loaderData,
    'Schedule (text)',
    (games, siteName) => `The ${games} schedule of ${siteName} as plain text.`,
  )
}

export default function ScheduleText({ loaderData }: Route.ComponentProps) {
  const { sport, season, record, text } = loaderData
  const siteName = useShell().site.name
  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <h1 className="font-mono text-lg font-bold">
        {siteName} {season.title} {sport.title} Schedule
      </h1>
      {record.length > 0 ? <p className="font-mono text-sm">{record.join('   ')}</p> : null}
      <div
        role="region"
        aria-label="Schedule as text"
        tabIndex={0}
        className="relative mt-4 max-w-full overflow-x-auto"
      >
        <pre className="font-mono text-sm leading-6">{text}</pre>
      </div>
    </div>
  )
}

export const ErrorBoundary = RouteErrorBoundary
