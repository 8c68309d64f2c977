import { buildImageUrl } from '@fieldhouse/domain/image-url'

import { StaticHtml } from '~/components/static-html'
import { getAskedPath } from '~/paths/asked-address'
import { serverSection, withServerOnly } from '~/render/index.server'
import { BUILT_ON_SERVER, pageMeta } from '~/seo/page-meta'
import { getSiteName } from '~/seo/root-matches'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import { requireCanonical } from '~/utils/canonical.server'
import { getSiteUrl } from '~/utils/env.server'
import { requireLoaded } from '~/utils/loaded'
import { requireSlug } from '~/utils/params'
import { provider } from '~/utils/provider.server'

import type { Route } from './+types/publication-page'
import { toPublicationDocument } from './publication-structured-data'
import { PublicationView } from './publication-views'
import { toPublicationCard } from './publications.server'

// One publication (SPEC.md 2.1 "Publications page"): its cover, what it is, and its PDF. The
// provider's viewer address is shown in a frame only when it is one of this site's /media files
// (the Content-Security-Policy allows frames from this origin only, decision 022), and from
// `lg` up: phones' browsers show a PDF in a frame badly or not at all, so they get the link.
// The body is made on the server (publication-views.tsx).
export async function loader({ params, request }: Route.LoaderArgs) {
  const slug = requireSlug(params.publicationSlug)
  const loaded = await provider.loadPublication(slug, { signal: request.signal })
  const publication = toPublicationCard(requireLoaded(loaded))
  requireCanonical(getAskedPath(request), publication.path)
  const embed =
    loaded.status === 'ok' && loaded.value.embed?.startsWith('/media/') ? loaded.value.embed : null
  return withServerOnly(
    {
      title: publication.title,
      description: publication.description,
      path: publication.path,
      // SPEC.md 9: share images are 1600 px wide JPEGs (the cover is often an SVG).
      image: publication.cover
        ? buildImageUrl({ baseUrl: '', src: publication.cover, width: 1600, type: 'jpeg' })
        : null,
      body: serverSection(request, <PublicationView publication={publication} embed={embed} />),
    },
    'structuredData',
    {
      '@context': 'https://schema.org',
      ...toPublicationDocument(publication, getSiteUrl()),
    },
  )
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return []
  const { title, description, path, image } = loaderData
  return pageMeta({
    matches,
    title,
    description: description ?? `${title}, a publication of ${getSiteName(matches)} (PDF).`,
    path,
    image,
    structuredData: import.meta.env.SSR ? (loaderData.structuredData ?? {}) : BUILT_ON_SERVER,
  })
}

export default function PublicationPage({ loaderData }: Route.ComponentProps) {
  return <StaticHtml markup={loaderData.body} />
}

export const ErrorBoundary = RouteErrorBoundary
