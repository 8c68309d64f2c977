import { href } from 'react-router'

import { SportPageHeader } from '~/components/sport/sport-page-header'
import { StaticHtml } from '~/components/static-html'
import { momentsPath } from '~/paths/moments'
import { getSiteName } from '~/seo/root-matches'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import { getQuery, type RouteHandle } from '~/utils/query'
import { requireSport } from '~/utils/sport.server'

import type { Route } from './+types/sport-moments'
import { momentsMeta } from './moments-meta'
import { loadMomentsPage } from './moments.server'

export const handle = { query: ['page'] } as const satisfies RouteHandle

export async function loader({ params, request }: Route.LoaderArgs) {
  const sport = await requireSport(params, request.signal)
  const query = getQuery(request, handle.query)
  const asked = href('/sports/:slug/moments', params)
  const page = await loadMomentsPage(sport, asked, query, request)
  return { ...page, sport: sport.summary }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return []
  return momentsMeta(
    matches,
    loaderData,
    `The ${loaderData.sport.title} plays and days ${getSiteName(matches)} fans remember, newest first.`,
  )
}

export default function SportMoments({ loaderData }: Route.ComponentProps) {
  const { sport } = loaderData
  return (
    <>
      <SportPageHeader sport={sport} title={`${sport.title} Moments`} />
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-8">
        <StaticHtml markup={loaderData.grid} />
        <p>
          <a
            href={momentsPath(null)}
            data-discover="true"
            className="font-bold text-brand-strong hover:underline"
          >
            Moments from every sport
          </a>
        </p>
      </div>
    </>
  )
}

export const ErrorBoundary = RouteErrorBoundary
