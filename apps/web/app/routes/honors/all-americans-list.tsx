import { buildAllAmericansPage } from '~/components/honors/all-americans.server'
import { StaticHtml } from '~/components/static-html'
import { allAmericansPath } from '~/paths/honors'
import { serverSection, withServerOnly } from '~/render/index.server'
import { BUILT_ON_SERVER, pageMeta } from '~/seo/page-meta'
import { getSiteName } from '~/seo/root-matches'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import { getSiteUrl } from '~/utils/env.server'
import type { RouteHandle } from '~/utils/page-contract'
import { getQuery } from '~/utils/query'

import type { Route } from './+types/all-americans-list'
import { AllAmericansListView } from './all-americans-views'
import { toHonorsItemList } from './honors-structured-data'

// All-Americans (SPEC.md 2.1 "All-Americans list"): every selection, grouped by year, sport or
// name (`grouping`, one of the provider's groupings; the default needs none). Made on the server.
export const handle = { query: ['grouping'] } as const satisfies RouteHandle

export async function loader({ request }: Route.LoaderArgs) {
  const { grouping } = getQuery(request, handle.query)
  const page = await buildAllAmericansPage(grouping, request.signal)
  const current = page.groupings.find((g) => g.current)
  // The default grouping is the plain list; another one says how it is grouped.
  const title =
    current && page.path !== allAmericansPath() ? `${page.title} by ${current.name}` : page.title
  return withServerOnly(
    { title, path: page.path, body: serverSection(request, <AllAmericansListView page={page} />) },
    'structuredData',
    toHonorsItemList(
      { name: title, path: page.path },
      page.groups.flatMap((group) =>
        group.members.map((m) => ({ name: `${m.name}, ${m.year} ${m.sport.title}`, path: m.path })),
      ),
      { url: getSiteUrl() },
    ),
  )
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return []
  return pageMeta({
    matches,
    title: loaderData.title,
    description: `Every ${getSiteName(matches)} athlete named an All-American, by year, sport or name.`,
    path: loaderData.path,
    structuredData: import.meta.env.SSR ? (loaderData.structuredData ?? {}) : BUILT_ON_SERVER,
  })
}

export default function AllAmericansList({ loaderData }: Route.ComponentProps) {
  return <StaticHtml markup={loaderData.body} />
}

export const ErrorBoundary = RouteErrorBoundary
