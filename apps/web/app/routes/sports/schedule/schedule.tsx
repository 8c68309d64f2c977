import { Form, href } from 'react-router'

import { toSportsEventGraph } from '~/components/games/game-structured-data'
import { SmartLink } from '~/components/smart-link'
import { SeasonSelector } from '~/components/ui/season-selector'
import { withQuery } from '~/components/ui/with-query'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import { getShell } from '~/shell/use-shell'
import { pageMeta } from '~/utils/meta'
import { getQuery, type RouteHandle } from '~/utils/query'

import type { Route } from './+types/schedule'
import { RecordSummary, toRecordRows } from './record-summary'
import { ScheduleList, ScheduleTable } from './schedule-games'
import { loadSchedulePage } from './schedule.server'

export const handle = { query: ['view', 'location', 'games'] } as const satisfies RouteHandle

type ScheduleView = 'list' | 'table'

export function schedulePath(slug: string, season: string | null) {
  return href('/sports/:slug/schedule/:season?', { slug, season: season ?? undefined })
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const query = getQuery(request, handle.query)
  const page = await loadSchedulePage(params, query, request.signal, schedulePath)
  const view: ScheduleView = query.view === 'table' ? 'table' : 'list'
  return { ...page, record: toRecordRows(page.record), view }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return []
  const { sport, season, seasonParam, games } = loaderData
  const shell = getShell(matches)
  const siteName = shell?.site.name ?? 'Athletics'
  const path = schedulePath(sport.slug, seasonParam)
  const url = new URL(path, shell?.siteUrl ?? 'http://localhost').href
  return pageMeta({
    matches,
    title: `${season.title} ${sport.title} Schedule`,
    description: `The ${season.title} ${sport.title} schedule of ${siteName}: dates, times, opponents, results, tickets and where to watch or listen.`,
    path,
    structuredData: toSportsEventGraph(
      games,
      { name: `${siteName} ${sport.title}`, sport: sport.title },
      () => url,
    ),
  })
}

const LOCATION_LABELS = { '': 'All locations', home: 'Home', away: 'Away', neutral: 'Neutral' }
const GAMES_LABELS = {
  '': 'All games',
  conference: 'Conference',
  'non-conference': 'Non-conference',
}

function Filters({
  action,
  view,
  location,
  games,
}: {
  action: string
  view: ScheduleView
  location: string
  games: string
}) {
  const select = 'mt-1 min-h-11 rounded-sm border-2 border-line bg-surface px-2 font-normal'
  return (
    <Form method="get" action={action} className="flex flex-wrap items-end gap-2">
      {view === 'table' ? <input type="hidden" name="view" value="table" /> : null}
      <label className="flex flex-col text-sm font-bold">
        Location
        <select name="location" defaultValue={location} className={select}>
          {Object.entries(LOCATION_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col text-sm font-bold">
        Games
        <select name="games" defaultValue={games} className={select}>
          {Object.entries(GAMES_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button-secondary">
        Filter
      </button>
    </Form>
  )
}

export default function Schedule({ loaderData }: Route.ComponentProps) {
  const { sport, season, seasonParam, seasons, record, filters, total, games, view, siteZone } =
    loaderData
  const path = schedulePath(sport.slug, seasonParam)
  const filterQuery = { location: filters.location, games: filters.games }
  const viewHref = (next: ScheduleView) =>
    withQuery(path, { ...filterQuery, view: next === 'table' ? 'table' : null })
  const selected = seasons.find((option) => option.label === season.title)?.href ?? null
  const title = `${season.title} ${sport.title} Schedule`
  const filtered = filters.location !== null || filters.games !== null
  return (
    <>
      <section className="on-primary">
        <div className="mx-auto max-w-7xl px-4 py-8 md:py-12">
          <p className="font-bold uppercase tracking-wide">
            <SmartLink
              url={href('/sports/:slug', { slug: sport.slug })}
              className="hover:underline"
            >
              {sport.title}
            </SmartLink>
          </p>
          <h1 className="mt-2 font-display text-4xl font-black uppercase leading-none tracking-tight md:text-5xl">
            {title}
          </h1>
        </div>
      </section>
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-8">
        <RecordSummary rows={record} title={`${season.title} record`} />
        <div className="flex flex-wrap items-end gap-x-8 gap-y-4">
          {seasons.length > 1 ? (
            <SeasonSelector options={seasons} selected={selected} label="Season" />
          ) : null}
          <Filters
            action={path}
            view={view}
            location={filters.location ?? ''}
            games={filters.games ?? ''}
          />
        </div>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <span className="font-bold">View:</span>
          {(['list', 'table'] as const).map((option) =>
            option === view ? (
              <span
                key={option}
                aria-current="true"
                className="font-bold capitalize underline underline-offset-4"
              >
                {option}
              </span>
            ) : (
              <SmartLink key={option} url={viewHref(option)} className="capitalize hover:underline">
                {option}
              </SmartLink>
            ),
          )}
          <SmartLink
            url={href('/sports/:slug/schedule/text/:season?', {
              slug: sport.slug,
              season: seasonParam ?? undefined,
            })}
            className="hover:underline"
          >
            Text version
          </SmartLink>
          <SmartLink
            url={href('/sports/:slug/schedule/print/:season?', {
              slug: sport.slug,
              season: seasonParam ?? undefined,
            })}
            className="hover:underline"
          >
            Print schedule
          </SmartLink>
        </p>
        <section aria-labelledby="games-heading">
          <h2 id="games-heading" className="mb-4 font-display text-2xl font-black uppercase">
            Games{' '}
            <span className="text-ink-muted">
              ({filtered ? `${games.length} of ${total}` : total})
            </span>
          </h2>
          {games.length === 0 ? (
            <p>
              {filtered
                ? 'No games match these filters. '
                : `No games are scheduled for the ${season.title} season yet.`}
              {filtered ? (
                <SmartLink
                  url={withQuery(path, { view: view === 'table' ? 'table' : null })}
                  className="font-bold underline"
                >
                  Show every game
                </SmartLink>
              ) : null}
            </p>
          ) : view === 'table' ? (
            <ScheduleTable games={games} siteZone={siteZone} caption={title} />
          ) : (
            <ScheduleList games={games} siteZone={siteZone} />
          )}
        </section>
      </div>
    </>
  )
}

export const ErrorBoundary = RouteErrorBoundary
