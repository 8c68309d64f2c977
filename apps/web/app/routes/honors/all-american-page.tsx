import { buildAllAmericanPage } from '~/components/honors/all-americans.server'
import { toPreviewImage } from '~/components/honors/honors.server'
import { StaticHtml } from '~/components/static-html'
import { serverSection, withServerOnly } from '~/render/index.server'
import { BUILT_ON_SERVER, pageMeta } from '~/seo/page-meta'
import { getSiteName } from '~/seo/root-matches'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import { getSiteUrl } from '~/utils/env.server'

import type { Route } from './+types/all-american-page'
import { AllAmericanView } from './all-americans-views'
import { toHonorProfile } from './honors-structured-data'

// One all-American (SPEC.md 2.1 "All-Americans bio"): the selection, its facts and the bio.
export async function loader({ params, request }: Route.LoaderArgs) {
  const { path, member } = await buildAllAmericanPage(params.id, request.signal)
  const honor = member.award
  return withServerOnly(
    {
      path,
      title: `${member.name} - ${member.year} All-American`,
      honor,
      sport: member.sport.title,
      image: toPreviewImage(member.headshot),
      body: serverSection(request, <AllAmericanView member={member} />),
    },
    'structuredData',
    toHonorProfile(
      {
        name: member.name,
        path,
        image: member.headshot?.url ?? null,
        awards: [honor],
        sports: [member.sport.title],
        sameAs: member.rosterBioPath,
      },
      { url: getSiteUrl() },
    ),
  )
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return []
  const { title, path, image, honor, sport } = loaderData
  return pageMeta({
    matches,
    title,
    description: `${title.split(' - ')[0]}, ${sport}: ${honor} for ${getSiteName(matches)}.`,
    path,
    image,
    structuredData: import.meta.env.SSR ? (loaderData.structuredData ?? {}) : BUILT_ON_SERVER,
  })
}

export default function AllAmericanPage({ loaderData }: Route.ComponentProps) {
  return <StaticHtml markup={loaderData.body} />
}

export const ErrorBoundary = RouteErrorBoundary
