import { Form } from 'react-router'

import type { RosterSort } from '@fieldhouse/domain/sort-roster'

import { gameDayHeaders, getGameDayValue, withGameDay } from '~/components/games/game-day.server'
import { RosterCards } from '~/components/people/roster-cards'
import { toTeamStructuredData } from '~/components/people/roster-structured-data'
import { loadRosterPage } from '~/components/people/roster.server'
import { StaffSection } from '~/components/people/staff-section'
import { SmartLink } from '~/components/smart-link'
import { SportPageHeader } from '~/components/sport/sport-page-header'
import { SeasonSelector } from '~/components/ui/season-selector'
import { rosterPath, rosterPrintPath } from '~/paths/roster'
import { withQuery } from '~/paths/with-query'
import { BUILT_ON_SERVER, pageMeta } from '~/seo/page-meta'
import { getPageSite, getSiteName } from '~/seo/root-matches'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import { getQuery, type RouteHandle } from '~/utils/query'
import { requireSport } from '~/utils/sport.server'

import type { Route } from './+types/roster-list'
import { RosterTable } from './roster-table'

export const handle = { query: ['sort', 'dir', 'view'] } as const satisfies RouteHandle

// Cards are the default (faces and numbers, fine on a phone); the table is the sortable list.
type RosterView = 'cards' | 'table'

export async function loader({ params, request }: Route.LoaderArgs) {
  const query = getQuery(request, handle.query)
  // The game-day header's read beside the roster's (the sport is read once, from the cache).
  const [page, gameDay] = await Promise.all([
    loadRosterPage(params, query, request.signal, rosterPath),
    requireSport(params, request.signal).then((sport) => getGameDayValue(sport, request.signal)),
  ])
  const view: RosterView = query.view === 'table' ? 'table' : 'cards'
  return withGameDay({ ...page, view }, gameDay)
}

// On a game day the page names the day's pages for the phone to keep (docs/decisions/039).
export const headers = gameDayHeaders

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return []
  const { sport, roster, players, coaches, season } = loaderData
  const shell = getPageSite(matches)
  const siteName = getSiteName(matches)
  const path = rosterPath(sport.globalSportNameSlug, season)
  return pageMeta({
    matches,
    title: roster.title,
    tokens: { season: roster.season },
    description: `The ${roster.title.toLowerCase()} of ${siteName}: ${players.length} players with numbers, positions, classes and hometowns, and the coaching staff.`,
    path,
    image: players.find((player) => player.image)?.image ?? null,
    structuredData: import.meta.env.SSR
      ? toTeamStructuredData(
          { name: `${siteName} ${sport.title}`, sport: sport.title, path, players, coaches },
          shell?.siteUrl ?? null,
        )
      : BUILT_ON_SERVER,
  })
}

// Typed by the domain's options, so a new one cannot be left out; a type import keeps the
// sorting code itself (and the class order) on the server.
const SORT_LABELS: Record<RosterSort, string> = {
  jersey: 'Number',
  name: 'Name',
  position: 'Position',
  class: 'Class',
  hometown: 'Hometown',
  height: 'Height',
  weight: 'Weight',
}

export default function RosterList({ loaderData }: Route.ComponentProps) {
  const { sport, roster, season, players, coaches, support, seasons, sort, view, defaultImage } =
    loaderData
  const path = rosterPath(sport.globalSportNameSlug, season)
  const isDefaultSort = sort.key === roster.defaultSort && sort.direction === 'asc'
  const sortQuery = isDefaultSort ? {} : { sort: sort.key, dir: sort.direction }
  const viewHref = (next: RosterView) =>
    withQuery(path, { ...sortQuery, view: next === 'table' ? 'table' : null })
  const selected = seasons.find((option) => option.label === roster.season)?.href ?? null
  return (
    <>
      <SportPageHeader sport={sport} title={roster.title} />
      <div className="mx-auto max-w-7xl space-y-10 px-4 py-8">
        <div className="flex flex-wrap items-end gap-x-8 gap-y-4">
          {seasons.length > 1 ? (
            <SeasonSelector options={seasons} selected={selected} label="Season" />
          ) : null}
          <p className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <span className="font-bold">View:</span>
            {view === 'cards' ? (
              <>
                <span aria-current="true" className="font-bold underline underline-offset-4">
                  Cards
                </span>
                <SmartLink url={viewHref('table')} className="hover:underline">
                  Table
                </SmartLink>
              </>
            ) : (
              <>
                <SmartLink url={viewHref('cards')} className="hover:underline">
                  Cards
                </SmartLink>
                <span aria-current="true" className="font-bold underline underline-offset-4">
                  Table
                </span>
              </>
            )}
            <SmartLink
              url={rosterPrintPath(sport.globalSportNameSlug, season)}
              className="hover:underline"
            >
              Print roster
            </SmartLink>
          </p>
        </div>
        {roster.note ? <p className="text-ink-muted">{roster.note}</p> : null}
        <section aria-labelledby="players-heading">
          <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
            <h2 id="players-heading" className="font-display text-2xl font-black uppercase">
              Players <span className="text-ink-muted">({players.length})</span>
            </h2>
            {view === 'cards' ? (
              <Form method="get" action={path} className="flex flex-wrap items-end gap-2">
                <label className="flex flex-col text-sm font-bold">
                  Sort by
                  <select
                    name="sort"
                    defaultValue={sort.key}
                    className="mt-1 min-h-11 rounded-sm border-2 border-line bg-surface px-2 font-normal"
                  >
                    {(Object.keys(SORT_LABELS) as RosterSort[]).map((key) => (
                      <option key={key} value={key}>
                        {SORT_LABELS[key]}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="flex flex-col text-sm font-bold">
                  Order
                  <select
                    name="dir"
                    defaultValue={sort.direction}
                    className="mt-1 min-h-11 rounded-sm border-2 border-line bg-surface px-2 font-normal"
                  >
                    <option value="asc">Ascending</option>
                    <option value="desc">Descending</option>
                  </select>
                </label>
                <button type="submit" className="button-secondary">
                  Sort
                </button>
              </Form>
            ) : null}
          </div>
          {players.length === 0 ? (
            <p>No players are listed for this season yet.</p>
          ) : view === 'cards' ? (
            <RosterCards players={players} defaultImage={defaultImage} label={roster.title} />
          ) : (
            <RosterTable
              caption={roster.title}
              players={players}
              sort={sort}
              sortHref={(key, direction) =>
                withQuery(path, {
                  view: 'table',
                  ...(key === roster.defaultSort && direction === 'asc'
                    ? {}
                    : { sort: key, dir: direction }),
                })
              }
            />
          )}
        </section>
        <StaffSection
          id="coaches-heading"
          title="Coaching staff"
          members={coaches}
          defaultImage={defaultImage}
        />
        <StaffSection
          id="support-heading"
          title="Support staff"
          members={support}
          defaultImage={defaultImage}
        />
      </div>
    </>
  )
}

export const ErrorBoundary = RouteErrorBoundary
