import { href } from 'react-router'

import { SportPageHeader } from '~/components/sport/sport-page-header'
import { getSiteName } from '~/seo/root-matches'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import { getQuery, type RouteHandle } from '~/utils/query'
import { requireSport } from '~/utils/sport.server'

import type { Route } from './+types/sport-archives'
import { archivesMeta, toArchivesHeading } from './archives-meta'
import { ArchivesView } from './archives-view'
import { loadArchivesPage } from './archives.server'

export const handle = { query: ['season', 'q', 'page'] } as const satisfies RouteHandle

export async function loader({ params, request }: Route.LoaderArgs) {
  const sport = await requireSport(params, request.signal)
  const query = getQuery(request, handle.query)
  const asked = href('/sports/:slug/archives', params)
  const page = await loadArchivesPage(sport, asked, query, request.signal)
  return { ...page, sport: sport.summary }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return []
  const { sport } = loaderData
  const siteName = getSiteName(matches)
  const description = `Every ${sport.title} story ${siteName} has published, newest first: search by season and words.`
  return archivesMeta(matches, loaderData, sport.title, description)
}

export default function SportArchives({ loaderData }: Route.ComponentProps) {
  const { sport, filters } = loaderData
  return (
    <>
      <SportPageHeader sport={sport} title={toArchivesHeading(sport.title, filters.season)} />
      <div className="mx-auto max-w-5xl px-4 py-8">
        <ArchivesView {...loaderData} />
      </div>
    </>
  )
}

export const ErrorBoundary = RouteErrorBoundary
