import { buildHallOfFamePage } from '~/components/honors/hall-of-fame.server'
import { StaticHtml } from '~/components/static-html'
import { hallOfFamePath } from '~/paths/honors'
import { serverSection, withServerOnly } from '~/render/index.server'
import { BUILT_ON_SERVER, pageMeta } from '~/seo/page-meta'
import { getSiteName } from '~/seo/root-matches'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import { getSiteUrl } from '~/utils/env.server'

import type { Route } from './+types/hall-of-fame'
import { HallOfFameView } from './hall-of-fame-views'
import { toHonorsItemList } from './honors-structured-data'

// The hall of fame (SPEC.md 2.1 "Honors", /honors/{slug?}/{grouping?}): every inductee as a
// plaque, grouped by induction class, sport, graduating class or name. Made on the server.
export async function loader({ params, request }: Route.LoaderArgs) {
  const page = await buildHallOfFamePage(params, request.signal)
  const current = page.groupings.find((g) => g.current)
  const title =
    current && page.path !== hallOfFamePath() ? `${page.title} by ${current.name}` : page.title
  return withServerOnly(
    {
      title,
      hall: page.title,
      path: page.path,
      body: serverSection(request, <HallOfFameView page={page} />),
    },
    'structuredData',
    toHonorsItemList(
      { name: title, path: page.path },
      page.groups.flatMap((group) => group.plaques.map((p) => ({ name: p.name, path: p.path }))),
      { url: getSiteUrl() },
    ),
  )
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return []
  return pageMeta({
    matches,
    title: loaderData.title,
    description: `The ${getSiteName(matches)} ${loaderData.hall}: the athletes, coaches and teams who shaped the department, by induction class, sport and name.`,
    path: loaderData.path,
    structuredData: import.meta.env.SSR ? (loaderData.structuredData ?? {}) : BUILT_ON_SERVER,
  })
}

export default function HallOfFame({ loaderData }: Route.ComponentProps) {
  return <StaticHtml markup={loaderData.body} />
}

export const ErrorBoundary = RouteErrorBoundary
