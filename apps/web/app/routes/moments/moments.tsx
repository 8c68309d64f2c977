import { StaticHtml } from '~/components/static-html'
import { momentsPath } from '~/paths/moments'
import { getSiteName } from '~/seo/root-matches'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import { getQuery, type RouteHandle } from '~/utils/query'

import type { Route } from './+types/moments'
import { momentsMeta } from './moments-meta'
import { loadMomentsPage } from './moments.server'

export const handle = { query: ['page'] } as const satisfies RouteHandle

export async function loader({ request }: Route.LoaderArgs) {
  const query = getQuery(request, handle.query)
  return loadMomentsPage(null, momentsPath(null), query, request)
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return []
  return momentsMeta(
    matches,
    loaderData,
    `The plays and days ${getSiteName(matches)} fans remember, from every sport, newest first.`,
  )
}

export default function Moments({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-8">
      <header>
        <h1 className="font-display text-4xl font-black uppercase leading-none md:text-5xl">
          Moments
        </h1>
        <p className="mt-3 max-w-3xl text-lg text-ink-muted">
          The plays and days we remember, from every sport, newest first.
        </p>
      </header>
      <StaticHtml markup={loaderData.grid} />
    </div>
  )
}

export const ErrorBoundary = RouteErrorBoundary
