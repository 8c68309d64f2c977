import { archivesPath } from '~/paths/news'
import { getSiteName } from '~/seo/root-matches'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import { getQuery, type RouteHandle } from '~/utils/query'

import type { Route } from './+types/archives'
import { archivesMeta, toArchivesHeading } from './archives-meta'
import { ArchivesView } from './archives-view'
import { loadArchivesPage } from './archives.server'

export const handle = { query: ['season', 'sport', 'q', 'page'] } as const satisfies RouteHandle

export async function loader({ request }: Route.LoaderArgs) {
  const query = getQuery(request, handle.query)
  return loadArchivesPage(null, archivesPath(null), query, request.signal)
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return []
  const { filters, sports } = loaderData
  const sportTitle = sports.find((sport) => sport.value === filters.sport)?.label ?? null
  const siteName = getSiteName(matches)
  const description = `Every story ${siteName} has published, newest first: search the news by season, sport and words.`
  return archivesMeta(matches, loaderData, sportTitle, description)
}

export default function Archives({ loaderData }: Route.ComponentProps) {
  const { filters, sports } = loaderData
  const sportTitle = sports.find((sport) => sport.value === filters.sport)?.label ?? null
  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-8">
      <header>
        <h1 className="font-display text-4xl font-black uppercase leading-none md:text-5xl">
          {toArchivesHeading(sportTitle, filters.season)}
        </h1>
        <p className="mt-3 max-w-3xl text-lg text-ink-muted">
          Every story we have published, newest first. Narrow it down by season, sport or the words
          you remember.
        </p>
      </header>
      <ArchivesView {...loaderData} />
    </div>
  )
}

export const ErrorBoundary = RouteErrorBoundary
