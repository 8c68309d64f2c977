import { gameDayHeaders, withGameDay } from '~/components/games/game-day.server'
import { toSportsEventGraph } from '~/components/games/game-structured-data'
import { RecordSummary } from '~/components/games/record-summary'
import { loadSchedulePage } from '~/components/games/schedule.server'
import { SmartLink } from '~/components/smart-link'
import { SportPageHeader } from '~/components/sport/sport-page-header'
import { ViewSwitch } from '~/components/games/view-switch'
import { endpointHref } from '~/paths/endpoints'
import { schedulePath, schedulePrintPath, scheduleTextPath } from '~/paths/schedule'
import { withQuery } from '~/paths/with-query'
import { BUILT_ON_SERVER, pageMeta } from '~/seo/page-meta'
import { getPageSite, getSiteName } from '~/seo/root-matches'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import { getQuery, type RouteHandle } from '~/utils/query'

import type { Route } from './+types/schedule'
import { SeasonAndFilter } from './schedule-filter'
import { ScheduleList, ScheduleTable } from './schedule-games'

export const handle = { query: ['view', 'filter'] } as const satisfies RouteHandle

type ScheduleView = 'list' | 'table'

export async function loader({ params, request }: Route.LoaderArgs) {
  const query = getQuery(request, handle.query)
  const page = await loadSchedulePage(params, query, request.signal, schedulePath)
  // The address's view, else the department's default (Schedule/settings).
  const asked = query.view === 'table' || query.view === 'list' ? query.view : null
  const view: ScheduleView = asked ?? page.defaultView
  // Only a view other than the default is written in an address.
  const param = (shown: ScheduleView) => (shown === page.defaultView ? null : shown)
  const path = schedulePath(page.sport.globalSportNameSlug, page.seasonParam)
  const filter = page.filter === 'all' ? null : page.filter
  return withGameDay(
    {
      ...page,
      view,
      viewParam: param(view),
      // The addresses the page links, made here so the browser's code has none of these rules.
      otherViewHref: withQuery(path, { filter, view: param(view === 'table' ? 'list' : 'table') }),
      allGamesHref: withQuery(path, { view: param(view) }),
    },
    page.gameDay ?? null,
  )
}

// On a game day the page names the day's pages for the phone to keep (docs/decisions/039).
export const headers = gameDayHeaders

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return []
  const { sport, season, seasonParam, months } = loaderData
  const shell = getPageSite(matches)
  const siteName = getSiteName(matches)
  const path = schedulePath(sport.globalSportNameSlug, seasonParam)
  const url = new URL(path, shell?.siteUrl ?? 'http://localhost').href
  return pageMeta({
    matches,
    title: `${season.title} ${sport.title} Schedule`,
    tokens: { season: season.title },
    description: `The ${season.title} ${sport.title} schedule of ${siteName}: dates, times, opponents, results, tickets and where to watch or listen.`,
    path,
    structuredData: import.meta.env.SSR
      ? toSportsEventGraph(
          months.flatMap((month) => month.games),
          { name: `${siteName} ${sport.title}`, sport: sport.title },
          () => url,
        )
      : BUILT_ON_SERVER,
  })
}

export default function Schedule({ loaderData }: Route.ComponentProps) {
  const {
    sport,
    season,
    seasonParam,
    seasons,
    record,
    filter,
    total,
    months,
    view,
    viewParam,
    otherViewHref,
    allGamesHref,
    siteZone,
    opponentHistoryPath,
  } = loaderData
  const path = schedulePath(sport.globalSportNameSlug, seasonParam)
  const selected = seasons.find((option) => option.label === season.title)?.href ?? null
  const title = `${season.title} ${sport.title} Schedule`
  const filtered = filter !== 'all'
  const shown = months.reduce((count, month) => count + month.games.length, 0)
  return (
    <>
      <SportPageHeader sport={sport} title={title} />
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-8">
        <RecordSummary rows={record} title={`${season.title} record`} />
        <SeasonAndFilter
          seasons={seasons}
          selected={selected}
          action={path}
          keep={{ view: viewParam }}
          filter={filter}
        />
        <p className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <ViewSwitch
            views={['list', 'table'] as const}
            current={view}
            toHref={() => otherViewHref}
          />
          <SmartLink
            url={scheduleTextPath(sport.globalSportNameSlug, seasonParam)}
            className="hover:underline"
          >
            Text version
          </SmartLink>
          <SmartLink
            url={schedulePrintPath(sport.globalSportNameSlug, seasonParam)}
            className="hover:underline"
          >
            Print schedule
          </SmartLink>
          {opponentHistoryPath ? (
            <SmartLink url={opponentHistoryPath} className="hover:underline">
              Opponent history
            </SmartLink>
          ) : null}
          {/* A plain link: the browser hands the file to the visitor's calendar app. */}
          <a
            href={endpointHref('/sports/:slug/schedule.ics', { slug: sport.globalSportNameSlug })}
            className="hover:underline"
          >
            Subscribe in your calendar (iCal)
          </a>
        </p>
        <section aria-labelledby="games-heading">
          <h2 id="games-heading" className="mb-4 font-display text-2xl font-black uppercase">
            Games{' '}
            <span className="text-ink-muted">({filtered ? `${shown} of ${total}` : total})</span>
          </h2>
          {shown === 0 ? (
            <p>
              {filtered
                ? 'No games match these filters. '
                : `No games are scheduled for the ${season.title} season yet.`}
              {filtered ? (
                <SmartLink url={allGamesHref} className="font-bold underline">
                  Show every game
                </SmartLink>
              ) : null}
            </p>
          ) : view === 'table' ? (
            <ScheduleTable
              games={months.flatMap((month) => month.games)}
              siteZone={siteZone}
              caption={title}
            />
          ) : (
            <ScheduleList months={months} siteZone={siteZone} />
          )}
        </section>
      </div>
    </>
  )
}

export const ErrorBoundary = RouteErrorBoundary
