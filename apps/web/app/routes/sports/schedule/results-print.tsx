import { SCHEDULE_FILTERS } from '@fieldhouse/domain/schedule-groups'

import { loadSchedulePage } from '~/components/games/schedule.server'
import { resultsPath, resultsPrintPath } from '~/paths/schedule'
import { withQuery } from '~/paths/with-query'
import { pageMeta } from '~/seo/page-meta'
import { getSiteName } from '~/seo/root-matches'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import { notFound } from '~/utils/loaded'

import type { Route } from './+types/results-print'
import { PrintSheet } from './print-sheet'

// The print results (SPEC 2.1 /sports/{sportSlug}/results/print/{season}/{type}): a season's
// results, `type` the filter (all, home, away, neutral, conference), for paper.
export async function loader({ params, request }: Route.LoaderArgs) {
  const type = SCHEDULE_FILTERS.find((filter) => filter === params.type)
  if (!type) throw notFound()
  const page = await loadSchedulePage(
    params,
    { filter: type },
    request.signal,
    (slug, season) => resultsPrintPath(slug, season ?? params.season, type),
    { results: true },
  )
  const back = withQuery(resultsPath(page.sport.globalSportNameSlug), {
    season: page.seasonParam,
    filter: type === 'all' ? null : type,
  })
  return { ...page, games: page.months.flatMap((month) => month.games), back }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return []
  const { sport, season, path } = loaderData
  const siteName = getSiteName(matches)
  return pageMeta({
    matches,
    title: `${season.title} ${sport.title} Results (print)`,
    description: `The ${season.title} ${sport.title} results of ${siteName}, laid out for printing.`,
    path,
  })
}

export default function ResultsPrint({ loaderData }: Route.ComponentProps) {
  const { sport, season, back, record, games } = loaderData
  return (
    <PrintSheet
      title={`${season.title} ${sport.title} Results`}
      back={{ url: back, label: 'Back to the results' }}
      record={record}
      games={games}
    />
  )
}

export const ErrorBoundary = RouteErrorBoundary
