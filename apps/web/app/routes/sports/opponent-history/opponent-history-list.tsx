import { Form } from 'react-router'

import { GameResultBadge } from '~/components/games/game-result-badge'
import { formatGameDay } from '~/components/games/game-time'
import { SmartLink } from '~/components/smart-link'
import { SportPageHeader } from '~/components/sport/sport-page-header'
import { SortableTable, type SortableColumn } from '~/components/ui/sortable-table'
import { opponentHistoryPath } from '~/paths/opponent-history'
import { schedulePath } from '~/paths/schedule'
import { withQuery } from '~/paths/with-query'
import { pageMeta } from '~/seo/page-meta'
import { getPageSite, getSiteName } from '~/seo/root-matches'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import { getQuery, type RouteHandle } from '~/utils/query'

import type { Route } from './+types/opponent-history-list'
import { loadOpponentList, type OpponentRow } from './opponent-history.server'
import { toOpponentListStructuredData } from './opponent-structured-data'

export const handle = { query: ['q', 'sort', 'dir'] } as const satisfies RouteHandle

export async function loader({ params, request }: Route.LoaderArgs) {
  return loadOpponentList(params, getQuery(request, handle.query), request.signal)
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return []
  const { sport, opponents, total, q } = loaderData
  const shell = getPageSite(matches)
  const siteName = getSiteName(matches)
  const path = opponentHistoryPath(sport.globalSportNameSlug)
  return pageMeta({
    matches,
    title: `${sport.title} Opponent History`,
    description: `${siteName} ${sport.title} all-time results against ${total} opponents: records, win percentages, current streaks and the last meeting with each.`,
    path,
    // The whole list only: a filtered one is the same page narrowed.
    structuredData: q
      ? null
      : toOpponentListStructuredData(
          opponents,
          new URL(path, shell?.siteUrl ?? 'http://localhost'),
        ),
  })
}

const COLUMNS: readonly SortableColumn<OpponentRow>[] = [
  {
    key: 'name',
    header: 'Opponent',
    rowHeader: true,
    sortable: true,
    cell: (row) => (
      <SmartLink url={row.path} className="text-brand-strong underline-offset-2 hover:underline">
        {row.name}
      </SmartLink>
    ),
  },
  {
    key: 'games',
    header: 'GP',
    label: 'Games played',
    numeric: true,
    sortable: true,
    firstDirection: 'desc',
    cell: (row) => row.games,
  },
  {
    key: 'record',
    header: 'Record',
    label: 'wins-losses-ties',
    numeric: true,
    cell: (row) => row.recordText,
  },
  {
    key: 'pct',
    header: 'Pct.',
    label: 'Win percentage',
    numeric: true,
    sortable: true,
    firstDirection: 'desc',
    cell: (row) => row.percentage,
  },
  { key: 'streak', header: 'Streak', numeric: true, cell: (row) => row.streak ?? '–' },
  {
    key: 'last',
    header: 'Last meeting',
    sortable: true,
    firstDirection: 'desc',
    cell: (row) =>
      row.last ? (
        <span className="whitespace-nowrap">
          {row.last.day ? (
            <time dateTime={row.last.day}>{formatGameDay(row.last.day, true)}</time>
          ) : (
            formatGameDay(null)
          )}{' '}
          {row.last.result ? <GameResultBadge result={row.last.result} /> : null}
        </span>
      ) : (
        '–'
      ),
  },
]

export default function OpponentHistoryList({ loaderData }: Route.ComponentProps) {
  const { sport, q, total, sort, opponents } = loaderData
  const path = opponentHistoryPath(sport.globalSportNameSlug)
  const isDefaultSort = sort.key === 'name' && sort.direction === 'asc'
  const title = `${sport.title} Opponent History`
  return (
    <>
      <SportPageHeader sport={sport} title="Opponent history">
        <p className="mt-3 max-w-2xl text-lg">
          Every {sport.title.toLowerCase()} series on record: the all-time result against each
          opponent, the current streak and the last meeting.
        </p>
      </SportPageHeader>
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-8">
        <div className="flex flex-wrap items-end justify-between gap-x-8 gap-y-4">
          <Form method="get" action={path} role="search" className="flex flex-wrap items-end gap-2">
            {isDefaultSort ? null : (
              <>
                <input type="hidden" name="sort" value={sort.key} />
                <input type="hidden" name="dir" value={sort.direction} />
              </>
            )}
            <label className="flex flex-col text-sm font-bold">
              Find an opponent
              <input
                type="search"
                name="q"
                defaultValue={q}
                maxLength={80}
                autoComplete="off"
                className="mt-1 min-h-11 w-64 max-w-full rounded-sm border-2 border-line bg-surface px-2 font-normal"
              />
            </label>
            <button type="submit" className="button-secondary">
              Find
            </button>
          </Form>
          <p>
            <SmartLink
              url={schedulePath(sport.globalSportNameSlug)}
              className="font-bold text-brand-strong underline-offset-2 hover:underline"
            >
              {sport.title} schedule
            </SmartLink>
          </p>
        </div>
        <section aria-labelledby="opponents-heading">
          <h2 id="opponents-heading" className="mb-4 font-display text-2xl font-black uppercase">
            Opponents{' '}
            <span className="text-ink-muted">
              ({q ? `${opponents.length} of ${total}` : total})
            </span>
          </h2>
          {opponents.length === 0 ? (
            <p>
              {q ? `No opponent's name matches “${q}”. ` : 'No series has been played yet.'}
              {q ? (
                <SmartLink url={path} className="font-bold underline">
                  Show every opponent
                </SmartLink>
              ) : null}
            </p>
          ) : (
            <SortableTable
              caption={q ? `${title}: opponents matching “${q}”` : title}
              hideCaption
              columns={COLUMNS}
              rows={opponents}
              rowKey={(row) => row.id}
              sort={sort}
              sortHref={(key, direction) =>
                withQuery(path, {
                  q: q || null,
                  ...(key === 'name' && direction === 'asc' ? {} : { sort: key, dir: direction }),
                })
              }
            />
          )}
          {q && opponents.length > 0 ? (
            <p className="mt-4">
              <SmartLink url={path} className="font-bold underline">
                Show every opponent
              </SmartLink>
            </p>
          ) : null}
        </section>
      </div>
    </>
  )
}

export const ErrorBoundary = RouteErrorBoundary
