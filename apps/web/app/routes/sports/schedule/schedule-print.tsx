import { href } from 'react-router'

import { formatGameDay } from '~/components/games/game-time'
import { SmartLink } from '~/components/smart-link'
import { PrintButton } from '~/components/ui/print-button'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import { getShell, useShell } from '~/shell/use-shell'
import { pageMeta } from '~/utils/meta'

import type { Route } from './+types/schedule-print'
import { outcomeText, whereText } from './schedule-text-parts'
import { loadSchedulePage } from './schedule.server'

// The print schedule (SPEC.md 2.1): full screen without site chrome (layout flags), every game
// of the season in one table that fits a page of paper, the record above it.
export async function loader({ params, request }: Route.LoaderArgs) {
  const page = await loadSchedulePage(params, { filter: null }, request.signal, printPath)
  return { ...page, games: page.months.flatMap((month) => month.games) }
}

function printPath(slug: string, season: string | null) {
  return href('/sports/:slug/schedule/print/:season?', { slug, season: season ?? undefined })
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return []
  const { sport, season, seasonParam } = loaderData
  const siteName = getShell(matches)?.site.name ?? 'Athletics'
  return pageMeta({
    matches,
    title: `${season.title} ${sport.title} Schedule (print)`,
    description: `The ${season.title} ${sport.title} schedule of ${siteName}, laid out for printing.`,
    path: printPath(sport.slug, seasonParam),
  })
}

export default function SchedulePrint({ loaderData }: Route.ComponentProps) {
  const { sport, season, seasonParam, record, games } = loaderData
  const siteName = useShell().site.name
  const title = `${season.title} ${sport.title} Schedule`
  return (
    <div className="print-page mx-auto max-w-5xl px-4 py-6">
      <div className="no-print mb-6 flex flex-wrap items-center gap-4">
        <SmartLink
          url={href('/sports/:slug/schedule/:season?', {
            slug: sport.slug,
            season: seasonParam ?? undefined,
          })}
          className="button-secondary"
        >
          Back to the schedule
        </SmartLink>
        <PrintButton />
      </div>
      <header className="mb-4 border-b-2 border-ink pb-2">
        <p className="font-bold uppercase tracking-wide">{siteName}</p>
        <h1 className="font-display text-3xl font-black uppercase">{title}</h1>
        {record.length > 0 ? (
          <p className="mt-1 text-sm">
            {record.map((row) => `${row.label} ${row.value}`).join(' · ')}
          </p>
        ) : null}
      </header>
      <div
        role="region"
        aria-labelledby="print-schedule-caption"
        tabIndex={0}
        className="print-scroll relative max-w-full overflow-x-auto"
      >
        <table className="w-full border-collapse text-sm">
          <caption id="print-schedule-caption" className="sr-only">
            {title}
          </caption>
          <thead>
            <tr className="border-b-2 border-ink text-left">
              <th scope="col" className="px-2 py-1">
                Date
              </th>
              <th scope="col" className="px-2 py-1">
                Time
              </th>
              <th scope="col" className="px-2 py-1">
                Opponent
              </th>
              <th scope="col" className="px-2 py-1">
                Location
              </th>
              <th scope="col" className="px-2 py-1">
                Result
              </th>
            </tr>
          </thead>
          <tbody>
            {games.map((game) => (
              <tr key={game.id} className="border-b border-line">
                <td className="whitespace-nowrap px-2 py-1">{formatGameDay(game.localStart)}</td>
                <td className="whitespace-nowrap px-2 py-1">{game.timeText}</td>
                <th scope="row" className="px-2 py-1 text-left font-bold">
                  {game.atVs} {game.opponent?.rank ? `${game.opponent.rank} ` : ''}
                  {game.opponent?.name ?? 'TBA'}
                </th>
                <td className="px-2 py-1">{whereText(game)}</td>
                <td className="whitespace-nowrap px-2 py-1">{outcomeText(game)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}

export const ErrorBoundary = RouteErrorBoundary
