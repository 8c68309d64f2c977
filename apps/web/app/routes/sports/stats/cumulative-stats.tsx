import { SmartLink } from '~/components/smart-link'
import { SportPageHeader } from '~/components/sport/sport-page-header'
import { SeasonSelector } from '~/components/ui/season-selector'
import { SortableTable, type SortableColumn } from '~/components/ui/sortable-table'
import { schedulePath } from '~/paths/schedule'
import { statsPath, statsPdfPath } from '~/paths/stats'
import { withQuery } from '~/paths/with-query'
import { pageMeta } from '~/seo/page-meta'
import { getSiteName } from '~/seo/root-matches'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import { getQuery, type RouteHandle } from '~/utils/query'

import type { Route } from './+types/cumulative-stats'
import { loadStatsPage, type StatsPageData } from './cumulative-stats.server'
import type { StatsRow, StatsTable } from './stats-tables'

// A sport's cumulative season statistics (SPEC 2.1 /sports/{sportSlug}/stats/{season?}): the
// record and scoring, then one table per group of the sport's sheet with the team's and the
// opponents' totals. Sorting is a pair of declared query parameters, `sort=<group>.<column>`
// and `dir`, so the header links work without JavaScript. No structured data: schema.org has
// no type for a season's statistics.
export const handle = { query: ['sort', 'dir'] } as const satisfies RouteHandle

export async function loader({ params, request }: Route.LoaderArgs) {
  return loadStatsPage(params, getQuery(request, handle.query), request.signal)
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return []
  const { sport, season, seasonParam, summary } = loaderData
  const siteName = getSiteName(matches)
  return pageMeta({
    matches,
    title: `${season} ${sport.title} Statistics`,
    description: summary
      ? `${siteName} ${sport.title} cumulative statistics for ${season}: a ${summary.record.overall} record, team and opponent totals and every player's season.`
      : `${siteName} ${sport.title} cumulative statistics for ${season}.`,
    path: statsPath(sport.globalSportNameSlug, seasonParam),
  })
}

export default function CumulativeStats({ loaderData }: Route.ComponentProps) {
  const { sport, season, seasonParam, seasons, summary, tables } = loaderData
  const path = statsPath(sport.globalSportNameSlug, seasonParam)
  const selected = seasons.find((option) => option.label === season)?.href ?? null
  return (
    <>
      <SportPageHeader
        sport={sport}
        title={
          <>
            {season} {sport.title} Statistics
          </>
        }
      />
      <div className="mx-auto max-w-7xl space-y-10 px-4 py-8">
        <div className="flex flex-wrap items-end gap-x-8 gap-y-4">
          {seasons.length > 1 ? (
            <SeasonSelector options={seasons} selected={selected} label="Season" />
          ) : null}
          <p className="flex flex-wrap gap-x-4 gap-y-2">
            <SmartLink
              url={schedulePath(sport.globalSportNameSlug, seasonParam)}
              className="hover:underline"
            >
              {season} schedule
            </SmartLink>
            {summary ? (
              // A file, not a page: a plain link, so the browser opens the PDF itself.
              <a
                href={statsPdfPath(sport.globalSportNameSlug, season)}
                className="hover:underline"
                type="application/pdf"
              >
                Statistics as PDF <span className="sr-only">({season})</span>
              </a>
            ) : null}
          </p>
        </div>
        {summary ? (
          <>
            <Summary summary={summary} season={season} />
            {tables.map((table) => (
              <GroupTable key={table.group} table={table} path={path} sport={sport.title} />
            ))}
          </>
        ) : (
          <p className="rounded-sm border-2 border-line p-6 text-lg">
            No statistics for {season} yet.
          </p>
        )}
      </div>
    </>
  )
}

type Summary = NonNullable<StatsPageData['summary']>

function Summary({ summary, season }: { summary: Summary; season: string }) {
  const { record, scoring, games } = summary
  const facts = [
    ['Overall', record.overall, record.percentage],
    ['Conference', record.conference, null],
    ['Home', record.home, null],
    ['Away', record.away, null],
    ['Neutral', record.neutral, null],
  ].filter((fact): fact is [string, string, string | null] => Boolean(fact[1]))
  return (
    <section aria-labelledby="summary-heading">
      <h2 id="summary-heading" className="mb-4 font-display text-2xl font-black uppercase">
        {season} record and scoring
      </h2>
      <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-sm border-2 border-line bg-line sm:grid-cols-4 lg:grid-cols-8">
        {facts.map(([label, value, percentage]) => (
          <div key={label} className="bg-surface px-3 py-3">
            <dt className="text-xs font-bold uppercase tracking-wide text-ink-muted">{label}</dt>
            <dd className="font-display text-2xl font-black tabular-nums">{value}</dd>
            {percentage ? (
              <dd className="text-sm text-ink-muted">
                <span className="sr-only">Win percentage </span>
                {percentage}
              </dd>
            ) : null}
          </div>
        ))}
        <div className="bg-surface px-3 py-3">
          <dt className="text-xs font-bold uppercase tracking-wide text-ink-muted">Games</dt>
          <dd className="font-display text-2xl font-black tabular-nums">{games}</dd>
        </div>
        <div className="bg-surface px-3 py-3">
          <dt className="text-xs font-bold uppercase tracking-wide text-ink-muted">Scored</dt>
          <dd className="font-display text-2xl font-black tabular-nums">{scoring.scored}</dd>
          <dd className="text-sm text-ink-muted">{scoring.scoredPerGame} per game</dd>
        </div>
        <div className="bg-surface px-3 py-3">
          <dt className="text-xs font-bold uppercase tracking-wide text-ink-muted">Allowed</dt>
          <dd className="font-display text-2xl font-black tabular-nums">{scoring.allowed}</dd>
          <dd className="text-sm text-ink-muted">{scoring.allowedPerGame} per game</dd>
        </div>
      </dl>
    </section>
  )
}

// Names and numbers sort up first, counts of games down (most first); stat columns carry theirs.
const FIXED: SortableColumn<StatsRow>[] = [
  {
    key: 'jersey',
    header: '#',
    label: 'Number',
    cell: (row) => row.jersey,
    sortable: true,
    numeric: true,
  },
  {
    key: 'name',
    header: 'Player',
    rowHeader: true,
    sortable: true,
    // One line per player: a wrapped name doubles every row's height on a wide sheet.
    cell: (row) => (
      <span className="whitespace-nowrap">
        {row.bioPath ? (
          <SmartLink url={row.bioPath} className="underline-offset-4 hover:underline">
            {row.name}
          </SmartLink>
        ) : (
          row.name
        )}
        {row.position ? <span className="font-normal text-ink-muted"> {row.position}</span> : null}
      </span>
    ),
  },
  {
    key: 'gp',
    header: 'GP',
    label: 'Games played',
    cell: (row) => row.gp,
    sortable: true,
    numeric: true,
    firstDirection: 'desc',
  },
  {
    key: 'gs',
    header: 'GS',
    label: 'Games started',
    cell: (row) => row.gs,
    sortable: true,
    numeric: true,
    firstDirection: 'desc',
  },
]

function GroupTable({ table, path, sport }: { table: StatsTable; path: string; sport: string }) {
  const columns: SortableColumn<StatsRow>[] = [
    ...FIXED,
    ...table.columns.map(
      (column, i): SortableColumn<StatsRow> => ({
        key: column.key,
        header: column.abbr,
        label: column.label,
        cell: (row) => row.values[i],
        sortable: true,
        numeric: true,
        firstDirection: column.firstDirection,
      }),
    ),
  ]
  const id = `${table.group}-heading`
  return (
    <section aria-labelledby={id} className="min-w-0">
      <h2 id={id} className="mb-3 font-display text-2xl font-black uppercase">
        {table.title}
      </h2>
      <SortableTable
        caption={`${sport} ${table.title.toLowerCase()} statistics`}
        hideCaption
        columns={columns}
        rows={table.rows}
        footRows={table.footRows}
        rowKey={(row) => row.key}
        sort={table.sort}
        // Back to this table after the page loads sorted, with or without JavaScript.
        sortHref={(key, dir) =>
          `${withQuery(
            path,
            key === 'jersey' && dir === 'asc' ? {} : { sort: `${table.group}.${key}`, dir },
          )}#${id}`
        }
      />
    </section>
  )
}

export const ErrorBoundary = RouteErrorBoundary
