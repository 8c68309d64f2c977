import { buildAwardPage } from '~/components/honors/awards.server'
import { toPreviewImage } from '~/components/honors/honors.server'
import { StaticHtml } from '~/components/static-html'
import { serverSection, withServerOnly } from '~/render/index.server'
import { BUILT_ON_SERVER, pageMeta } from '~/seo/page-meta'
import { getSiteName } from '~/seo/root-matches'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import { getSiteUrl } from '~/utils/env.server'

import type { Route } from './+types/award-page'
import { AwardView } from './awards-views'
import { toHonorProfile } from './honors-structured-data'

// One award (SPEC.md 2.1 "Awards bio"): who won it, for what, and links to the winner's roster
// bio and sport when the site has them.
export async function loader({ params, request }: Route.LoaderArgs) {
  const { path, award } = await buildAwardPage(params.id, request.signal)
  const year = award.day?.slice(0, 4)
  const honor = year ? `${year} ${award.award}` : award.award
  return withServerOnly(
    {
      path,
      title: `${award.name} - ${honor}`,
      summary: award.summary,
      honor,
      sport: award.sport.title,
      image: toPreviewImage(award.headshot),
      body: serverSection(request, <AwardView award={award} />),
    },
    'structuredData',
    toHonorProfile(
      {
        name: award.name,
        path,
        image: award.headshot?.url ?? null,
        awards: [honor],
        sports: [award.sport.title],
        sameAs: award.rosterBioPath,
      },
      { url: getSiteUrl() },
    ),
  )
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return []
  const { title, path, image, summary, honor, sport } = loaderData
  return pageMeta({
    matches,
    title,
    description: `${honor}, ${sport}, ${getSiteName(matches)}${summary ? `: ${summary}` : ''}.`,
    path,
    image,
    structuredData: import.meta.env.SSR ? (loaderData.structuredData ?? {}) : BUILT_ON_SERVER,
  })
}

export default function AwardPage({ loaderData }: Route.ComponentProps) {
  return <StaticHtml markup={loaderData.body} />
}

export const ErrorBoundary = RouteErrorBoundary
