import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import { getQuery } from '~/utils/query'

import type { Route } from './+types/clippings'
import { PressClipsScreen, pressClipsHandle, pressClipsMeta } from './press-clips-screen'
import { loadPressClipsPage } from './press-clips.server'

export const handle = pressClipsHandle

export async function loader({ request }: Route.LoaderArgs) {
  return loadPressClipsPage('clipping', getQuery(request, handle.query), request)
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pressClipsMeta(
    loaderData,
    matches,
    (siteName) =>
      `Stories about ${siteName} teams in newspapers and magazines, newest first: filter by sport and season.`,
  )
}

export default function Clippings({ loaderData }: Route.ComponentProps) {
  return (
    <PressClipsScreen
      type="clipping"
      intro="What newspapers, magazines and websites are writing about our teams, newest first."
      data={loaderData}
    />
  )
}

export const ErrorBoundary = RouteErrorBoundary
