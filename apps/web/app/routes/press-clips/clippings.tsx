import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import { getSiteName } from '~/shell/use-shell'
import { BUILT_ON_SERVER, pageMeta } from '~/utils/meta'
import { getQuery, type RouteHandle } from '~/utils/query'

import type { Route } from './+types/clippings'
import { pressClipWords, toPressClipsCanonical } from './press-clips-meta'
import { PressClipsView } from './press-clips-view'
import { loadPressClipsPage } from './press-clips.server'

export const handle = { query: ['sport', 'season', 'page'] } as const satisfies RouteHandle

export async function loader({ request }: Route.LoaderArgs) {
  return loadPressClipsPage('clipping', getQuery(request, handle.query), request)
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return []
  const { filters, path, title, structuredData } = loaderData
  const siteName = getSiteName(matches)
  const description = `Stories about ${siteName} teams in newspapers and magazines, newest first: filter by sport and season.`
  return pageMeta({
    matches,
    title,
    description,
    path: toPressClipsCanonical(path, filters),
    structuredData: import.meta.env.SSR ? { ...structuredData, description } : BUILT_ON_SERVER,
  })
}

export default function Clippings({ loaderData }: Route.ComponentProps) {
  const { heading } = loaderData
  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-8">
      <header>
        <h1 className="font-display text-4xl font-black uppercase leading-none md:text-5xl">
          {heading}
        </h1>
        <p className="mt-3 max-w-3xl text-lg text-ink-muted">
          What newspapers, magazines and websites are writing about our teams, newest first.
        </p>
      </header>
      <PressClipsView {...loaderData} noun={pressClipWords('clipping').noun} />
    </div>
  )
}

export const ErrorBoundary = RouteErrorBoundary
