import { StaticHtml } from '~/components/static-html'
import { partnersPath } from '~/paths/fans'
import { serverSection, withServerOnly } from '~/render/index.server'
import { BUILT_ON_SERVER, pageMeta } from '~/seo/page-meta'
import { getSiteName } from '~/seo/root-matches'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import { getSiteUrl } from '~/utils/env.server'

import type { Route } from './+types/partners'
import { toPartnersList } from './partners-structured-data'
import { PartnersView } from './partners-view'
import { loadPartnersPage } from './partners.server'

// Partners (SPEC.md 2.1 /partners): the department's sponsors with their logos, names,
// descriptions and links, the footer strip's list. Made on the server (partners-view.tsx), so
// the page costs no JavaScript of its own.
export async function loader({ request }: Route.LoaderArgs) {
  const partners = await loadPartnersPage(request.signal)
  return withServerOnly(
    { count: partners.length, body: serverSection(request, <PartnersView partners={partners} />) },
    'structuredData',
    toPartnersList(partners, getSiteUrl()),
  )
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return []
  return pageMeta({
    matches,
    title: 'Corporate Partners',
    description: `The ${loaderData.count > 0 ? `${loaderData.count} ` : ''}corporate partners who support ${getSiteName(matches)} and its student-athletes, with links to their sites.`,
    path: partnersPath(),
    structuredData: import.meta.env.SSR ? (loaderData.structuredData ?? {}) : BUILT_ON_SERVER,
  })
}

export default function Partners({ loaderData }: Route.ComponentProps) {
  return <StaticHtml markup={loaderData.body} />
}

export const ErrorBoundary = RouteErrorBoundary
