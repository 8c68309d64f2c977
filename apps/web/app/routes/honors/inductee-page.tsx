import { buildInducteePage } from '~/components/honors/hall-of-fame.server'
import { toPreviewImage } from '~/components/honors/honors.server'
import { StaticHtml } from '~/components/static-html'
import { serverSection, withServerOnly } from '~/render/index.server'
import { BUILT_ON_SERVER, pageMeta } from '~/seo/page-meta'
import { getSiteName } from '~/seo/root-matches'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import { getSiteUrl } from '~/utils/env.server'

import type { Route } from './+types/inductee-page'
import { InducteeView } from './hall-of-fame-views'
import { toHonorProfile } from './honors-structured-data'

// An inductee's bio (SPEC.md 2.1 "Honors" bio, /honors/{slug}/{inducteeSlug}/{inducteeId}).
export async function loader({ params, request }: Route.LoaderArgs) {
  const { path, hall, inductee } = await buildInducteePage(params, request.signal)
  const award = `${hall.title}, class of ${inductee.inductionYear}`
  return withServerOnly(
    {
      path,
      name: inductee.name,
      sports: inductee.sports,
      award,
      image: toPreviewImage(inductee.headshot),
      body: serverSection(request, <InducteeView hall={hall} inductee={inductee} />),
    },
    'structuredData',
    toHonorProfile(
      {
        name: inductee.name,
        path,
        image: inductee.headshot?.url ?? null,
        awards: [award],
        sports: inductee.sportLinks.map((sport) => sport.title),
        isTeam: inductee.isTeam,
      },
      { url: getSiteUrl() },
    ),
  )
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return []
  const { name, sports, award, path, image } = loaderData
  return pageMeta({
    matches,
    title: `${name} - ${award}`,
    description: `${name}${sports ? ` (${sports})` : ''}, inducted into the ${getSiteName(matches)} ${award}.`,
    path,
    image,
    structuredData: import.meta.env.SSR ? (loaderData.structuredData ?? {}) : BUILT_ON_SERVER,
  })
}

export default function InducteePage({ loaderData }: Route.ComponentProps) {
  return <StaticHtml markup={loaderData.body} />
}

export const ErrorBoundary = RouteErrorBoundary
