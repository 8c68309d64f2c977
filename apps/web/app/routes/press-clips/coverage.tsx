import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import { getQuery } from '~/utils/query'

import type { Route } from './+types/coverage'
import { PressClipsScreen, pressClipsHandle, pressClipsMeta } from './press-clips-screen'
import { loadPressClipsPage } from './press-clips.server'

export const handle = pressClipsHandle

export async function loader({ request }: Route.LoaderArgs) {
  return loadPressClipsPage('coverage', getQuery(request, handle.query), request)
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pressClipsMeta(
    loaderData,
    matches,
    (siteName) =>
      `Broadcast and online coverage of ${siteName} teams, newest first: filter by sport and season.`,
  )
}

export default function Coverage({ loaderData }: Route.ComponentProps) {
  return (
    <PressClipsScreen
      type="coverage"
      intro="Radio, television and online coverage of our teams, newest first."
      data={loaderData}
    />
  )
}

export const ErrorBoundary = RouteErrorBoundary
