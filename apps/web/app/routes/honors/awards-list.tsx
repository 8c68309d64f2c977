import { buildAwardsPage } from '~/components/honors/awards.server'
import { StaticHtml } from '~/components/static-html'
import { serverSection, withServerOnly } from '~/render/index.server'
import { BUILT_ON_SERVER, pageMeta } from '~/seo/page-meta'
import { getSiteName } from '~/seo/root-matches'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import { getSiteUrl } from '~/utils/env.server'
import type { RouteHandle } from '~/utils/page-contract'
import { getQuery } from '~/utils/query'

import type { Route } from './+types/awards-list'
import { AwardsListView } from './awards-views'
import { toHonorsItemList } from './honors-structured-data'

// Awards (SPEC.md 2.1 "Awards list"): newest first, 24 a page, filtered by award type and sport
// with a GET form that works without JavaScript. The body is made on the server.
export const handle = { query: ['type', 'sport', 'page'] } as const satisfies RouteHandle

export async function loader({ request }: Route.LoaderArgs) {
  const page = await buildAwardsPage(getQuery(request, handle.query), request.signal)
  const heading = [page.sportTitle, page.typeTitle ?? 'Awards'].filter(Boolean).join(' ')
  const title = page.filters.page > 1 ? `${heading}, page ${page.filters.page}` : heading
  return withServerOnly(
    {
      title,
      path: page.path,
      filtered: page.typeTitle !== null || page.sportTitle !== null,
      body: serverSection(request, <AwardsListView page={page} heading={heading} />),
    },
    'structuredData',
    toHonorsItemList(
      { name: title, path: page.path, firstPosition: page.firstPosition },
      page.awards.map((award) => ({ name: `${award.name}, ${award.award}`, path: award.path })),
      { url: getSiteUrl() },
    ),
  )
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return []
  const siteName = getSiteName(matches)
  return pageMeta({
    matches,
    title: loaderData.title,
    description: loaderData.filtered
      ? `${loaderData.title} won by ${siteName} student-athletes and coaches, newest first.`
      : `Conference and national awards won by ${siteName} student-athletes and coaches, newest first: filter by award and sport.`,
    path: loaderData.path,
    structuredData: import.meta.env.SSR ? (loaderData.structuredData ?? {}) : BUILT_ON_SERVER,
  })
}

export default function AwardsList({ loaderData }: Route.ComponentProps) {
  return <StaticHtml markup={loaderData.body} />
}

export const ErrorBoundary = RouteErrorBoundary
