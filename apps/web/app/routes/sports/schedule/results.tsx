import { RecordSummary } from '~/components/games/record-summary'
import { loadSchedulePage } from '~/components/games/schedule.server'
import { SmartLink } from '~/components/smart-link'
import { SportPageHeader } from '~/components/sport/sport-page-header'
import { resultsPath, resultsPrintPath, schedulePath } from '~/paths/schedule'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import { getQuery, type RouteHandle } from '~/utils/query'

import { seasonGamesMeta } from './season-games-meta'
import type { Route } from './+types/results'
import { SeasonAndFilter } from './schedule-filter'
import { ScheduleList } from './schedule-games'

// A sport's results (SPEC 2.1 /sports/{sportSlug}/results): the games of a season already
// played, newest first, with the record. The season is a query parameter here, since the
// address has no place for one.
export const handle = { query: ['season', 'filter'] } as const satisfies RouteHandle

const SEASON = /^\d{4}(-\d{2})?$/

export async function loader({ params, request }: Route.LoaderArgs) {
  const query = getQuery(request, handle.query)
  // A malformed season in the query shows the current one rather than a 404: the path is right.
  const season = query.season && SEASON.test(query.season) ? query.season : undefined
  const load = (asked: string | undefined) =>
    loadSchedulePage({ ...params, season: asked }, query, request.signal, resultsPath, {
      results: true,
    })
  const first = await load(season)
  // Before a season's first game (a spring sport in the fall), the latest results are last
  // season's: show those rather than an empty page.
  const previous = first.seasons[1]?.label
  const page = season === undefined && first.total === 0 && previous ? await load(previous) : first
  // The addresses the page links, made here so the browser's code has none of these rules.
  const slug = page.sport.globalSportNameSlug
  return {
    ...page,
    scheduleHref: schedulePath(slug, page.seasonParam),
    printHref: resultsPrintPath(slug, page.season.title, page.filter),
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return []
  return seasonGamesMeta(
    matches,
    loaderData,
    'Results',
    (games, siteName) =>
      `Every ${games} result of ${siteName}, newest first, with scores, box scores and recaps.`,
  )
}

export default function Results({ loaderData }: Route.ComponentProps) {
  const { sport, season, seasonParam, seasons, record, filter, total, months, siteZone } =
    loaderData
  const path = resultsPath(sport.globalSportNameSlug)
  const selected = seasons.find((option) => option.label === season.title)?.href ?? null
  const shown = months.reduce((count, month) => count + month.games.length, 0)
  return (
    <>
      <SportPageHeader
        sport={sport}
        title={
          <>
            {season.title} {sport.title} Results
          </>
        }
      />
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-8">
        <RecordSummary rows={record} title={`${season.title} record`} />
        <SeasonAndFilter
          seasons={seasons}
          selected={selected}
          action={path}
          keep={{ season: seasonParam }}
          filter={filter}
        />
        <p className="flex flex-wrap gap-x-4 gap-y-2">
          <SmartLink url={loaderData.scheduleHref} className="hover:underline">
            Full schedule
          </SmartLink>
          <SmartLink url={loaderData.printHref} className="hover:underline">
            Print results
          </SmartLink>
        </p>
        <section aria-labelledby="games-heading">
          <h2 id="games-heading" className="mb-4 font-display text-2xl font-black uppercase">
            Results{' '}
            <span className="text-ink-muted">
              ({filter === 'all' ? total : `${shown} of ${total}`})
            </span>
          </h2>
          {shown === 0 ? (
            <p>
              No {season.title} games have been played
              {filter === 'all' ? ' yet' : ' that match this filter'}.
            </p>
          ) : (
            <ScheduleList months={months} siteZone={siteZone} />
          )}
        </section>
      </div>
    </>
  )
}

export const ErrorBoundary = RouteErrorBoundary
