import {
  formatRecord,
  formatRecordPercentage,
  type WinLossTie,
} from '@fieldhouse/domain/game-record'

import { GameResultBadge } from '~/components/games/game-result-badge'
import { formatGameDay } from '~/components/games/game-time'
import { RecordSummary } from '~/components/games/record-summary'
import { SmartLink } from '~/components/smart-link'
import { Image } from '~/components/ui/image'
import { SortableTable, type SortableColumn } from '~/components/ui/sortable-table'
import { opponentHistoryPath } from '~/paths/opponent-history'
import { schedulePath } from '~/paths/schedule'
import { BUILT_ON_SERVER, pageMeta } from '~/seo/page-meta'
import { getPageSite, getSiteName } from '~/seo/root-matches'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'

import type { Route } from './+types/opponent-history-detail'
import { loadOpponentDetail } from './opponent-history.server'
import { toOpponentStructuredData } from './opponent-structured-data'

export async function loader({ params, request }: Route.LoaderArgs) {
  return loadOpponentDetail(params, request.signal)
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return []
  const { sport, opponent, record, meetings, path } = loaderData
  const shell = getPageSite(matches)
  const siteName = getSiteName(matches)
  const first = meetings.at(-1)?.season
  return pageMeta({
    matches,
    title: `${sport.title} vs ${opponent.name}: Series History`,
    description: `${siteName} ${sport.title} against ${opponent.name}: ${record} all-time${first ? ` since ${first}` : ''}, home, away and conference records, the current streak and every meeting with scores and box scores.`,
    path,
    image: opponent.image,
    structuredData: import.meta.env.SSR
      ? toOpponentStructuredData(
          { name: `${siteName} ${sport.title}`, sport: sport.title },
          opponent,
          meetings,
          new URL(path, shell?.siteUrl ?? 'http://localhost'),
        )
      : BUILT_ON_SERVER,
  })
}

type MeetingRow = Route.ComponentProps['loaderData']['meetings'][number]

const PLACE = { H: 'vs', A: 'at', N: 'vs' } as const

const COLUMNS: readonly SortableColumn<MeetingRow>[] = [
  {
    key: 'date',
    header: 'Date',
    rowHeader: true,
    cell: (row) =>
      row.day ? (
        <time dateTime={row.day} className="whitespace-nowrap">
          {formatGameDay(row.day, true)}
        </time>
      ) : (
        formatGameDay(null)
      ),
  },
  {
    key: 'result',
    header: 'Result',
    cell: (row) =>
      row.result ? (
        <span className="whitespace-nowrap">
          <GameResultBadge result={row.result} />
        </span>
      ) : (
        '–'
      ),
  },
  {
    key: 'site',
    header: 'Site',
    cell: (row) => (
      <span className="whitespace-nowrap">
        <span className="text-ink-muted">{row.where ? PLACE[row.where] : 'vs'}</span>{' '}
        {row.location ?? (row.where === 'H' ? 'Home' : '–')}
        {row.where === 'N' ? <span className="text-ink-muted"> (neutral)</span> : null}
        {row.isConference ? (
          <>
            <span aria-hidden="true" className="text-ink-muted">
              {' '}
              *
            </span>
            <span className="sr-only"> (conference game)</span>
          </>
        ) : null}
      </span>
    ),
  },
  {
    key: 'season',
    header: 'Season',
    cell: (row) => <span className="whitespace-nowrap">{row.season ?? '–'}</span>,
  },
  {
    key: 'links',
    header: 'Links',
    cell: (row) => {
      const day = formatGameDay(row.day, true)
      const links = [
        { label: 'Box score', url: row.boxScorePath },
        { label: 'Recap', url: row.recapUrl },
      ].filter((link): link is { label: string; url: string } => link.url !== null)
      if (links.length === 0) return null
      return (
        <span className="flex gap-x-4 whitespace-nowrap">
          {links.map((link) => (
            <SmartLink
              key={link.label}
              url={link.url}
              className="font-bold text-brand-strong underline-offset-2 hover:underline"
            >
              {link.label}
              <span className="sr-only">, {day}</span>
            </SmartLink>
          ))}
        </span>
      )
    },
  },
]

export default function OpponentHistoryDetail({ loaderData }: Route.ComponentProps) {
  const { sport, opponent, record, records, margins, meetings } = loaderData
  const first = meetings.at(-1)
  const facts = [
    ['Largest margin of victory', margins.largest],
    ['Smallest margin of victory', margins.smallest],
  ].filter((fact): fact is [string, number] => fact[1] !== null)
  return (
    <>
      <section className="on-primary">
        <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-8 md:gap-6 md:py-12">
          {opponent.image ? (
            <span className="flex size-20 shrink-0 items-center justify-center rounded-full bg-white p-2 md:size-28">
              <Image
                src={opponent.image}
                alt={`${opponent.name} logo`}
                width={96}
                height={96}
                priority
                className="size-full object-contain"
              />
            </span>
          ) : null}
          <div className="min-w-0">
            <p className="font-bold uppercase tracking-wide">
              <SmartLink
                url={opponentHistoryPath(sport.globalSportNameSlug)}
                className="hover:underline"
              >
                {sport.title} opponent history
              </SmartLink>
            </p>
            <h1 className="mt-2 font-display text-3xl font-black uppercase leading-none tracking-tight md:text-5xl">
              {opponent.rank ? <span>{opponent.rank} </span> : null}
              {opponent.name}
            </h1>
            <p className="mt-3 text-lg">
              <span className="font-bold">{record}</span> all-time
              {first?.season ? ` in ${meetings.length} meetings since ${first.season}` : null}
            </p>
          </div>
        </div>
      </section>
      <div className="mx-auto max-w-7xl space-y-10 px-4 py-8">
        <RecordSummary rows={records} title={`Record against ${opponent.name}`} />
        {facts.length > 0 ? (
          <section aria-labelledby="margins-heading">
            <h2 id="margins-heading" className="mb-3 font-display text-2xl font-black uppercase">
              Margins
            </h2>
            <dl className="space-y-1">
              {facts.map(([label, value]) => (
                <div key={label} className="flex flex-wrap gap-x-2">
                  <dt className="font-bold">{label}:</dt>
                  <dd>
                    {value} {value === 1 ? margins.points.replace(/s$/, '') : margins.points}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null}
        <section aria-labelledby="meetings-heading" className="min-w-0">
          <h2 id="meetings-heading" className="mb-3 font-display text-2xl font-black uppercase">
            Every meeting <span className="text-ink-muted">({meetings.length})</span>
          </h2>
          <SortableTable
            caption={`${sport.title} meetings with ${opponent.name}, newest first`}
            hideCaption
            columns={COLUMNS}
            rows={meetings}
            rowKey={(row) => row.gameId}
          />
          {meetings.some((row) => row.isConference) ? (
            <p aria-hidden="true" className="mt-2 text-sm text-ink-muted">
              * Conference game
            </p>
          ) : null}
        </section>
        <p className="flex flex-wrap gap-x-6 gap-y-2">
          <SmartLink
            url={opponentHistoryPath(sport.globalSportNameSlug)}
            className="font-bold text-brand-strong underline-offset-2 hover:underline"
          >
            All {sport.title} opponents
          </SmartLink>
          <SmartLink
            url={schedulePath(sport.globalSportNameSlug)}
            className="font-bold text-brand-strong underline-offset-2 hover:underline"
          >
            {sport.title} schedule
          </SmartLink>
        </p>
      </div>
    </>
  )
}

export const ErrorBoundary = RouteErrorBoundary
