import { getDocumentsSection } from '~/components/documents/file-list.server'
import { StaticHtml } from '~/components/static-html'
import { publicationsPath } from '~/paths/publications'
import { serverSection, withServerOnly } from '~/render/index.server'
import { BUILT_ON_SERVER, pageMeta } from '~/seo/page-meta'
import { getSiteName } from '~/seo/root-matches'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import { getSiteUrl } from '~/utils/env.server'
import { notFound, requireLoaded } from '~/utils/loaded'
import type { RouteHandle } from '~/utils/page-contract'
import { provider } from '~/utils/provider.server'
import { getQuery } from '~/utils/query'

import type { Route } from './+types/publications-list'
import { toPublicationsPage } from './publication-structured-data'
import { PublicationsListView } from './publication-views'
import { toPublicationCard, toSportFilters } from './publications.server'

// Publications (SPEC.md 2.1 "Publications list"): media guides, programs and the year in review,
// newest first, each with its cover and its PDF; filtered by sport with plain links (`sport`, a
// sport's global slug, from the list itself: one call, and a sport with none is no filter). The
// body is made on the server (publication-views.tsx): the page costs no JavaScript of its own.
export const handle = { query: ['sport'] } as const satisfies RouteHandle

export async function loader({ request }: Route.LoaderArgs) {
  const { sport } = getQuery(request, handle.query)
  const [loaded, documents] = await Promise.all([
    provider.loadPublications({}, { signal: request.signal }),
    // The department's documents under the full list (not a sport's: they are not by sport).
    sport === null ? getDocumentsSection(request.signal) : null,
  ])
  const page = requireLoaded(loaded)
  const filters = toSportFilters(page.publications)
  const selected = filters.find((filter) => filter.slug === sport)
  // A sport that has no publication, or a made-up value, names no page of this list.
  if (sport !== null && !selected) throw notFound()
  const publications = page.publications
    .filter((item) => sport === null || item.sports.some((entry) => entry.slug === sport))
    .map(toPublicationCard)
  const title = page.title || 'Publications'
  const current = selected?.slug ? { title: selected.title, slug: selected.slug } : null
  const heading = current ? `${current.title} ${title}` : title
  const path = publicationsPath(current?.slug ?? null)
  const body = serverSection(
    request,
    <PublicationsListView
      title={heading}
      description={page.description}
      showDates={page.showDates}
      sport={current}
      // Filters only when there is a choice: every publication and at least two sports.
      filters={filters.length > 2 ? filters : []}
      publications={publications}
    />,
  )
  return withServerOnly(
    {
      heading,
      path,
      description: current ? null : page.description,
      sportTitle: current?.title ?? null,
      body,
      documents: serverSection(request, documents),
    },
    'structuredData',
    toPublicationsPage(heading, path, publications, getSiteUrl()),
  )
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return []
  const { heading, path, description, sportTitle } = loaderData
  const siteName = getSiteName(matches)
  return pageMeta({
    matches,
    title: heading,
    description: description
      ? `${description} From ${siteName}.`
      : `${sportTitle ?? 'Every team'}'s media guides and gameday programs from ${siteName}, to read online or download as PDFs.`,
    path,
    structuredData: import.meta.env.SSR ? (loaderData.structuredData ?? {}) : BUILT_ON_SERVER,
  })
}

export default function PublicationsList({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <StaticHtml markup={loaderData.body} />
      {loaderData.documents ? (
        <div className="pb-10">
          <StaticHtml markup={loaderData.documents} />
        </div>
      ) : null}
    </>
  )
}

export const ErrorBoundary = RouteErrorBoundary
