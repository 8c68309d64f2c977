import { StaticHtml } from '~/components/static-html'
import { getAskedPath } from '~/paths/asked-address'
import { serverSection } from '~/render/index.server'
import { BUILT_ON_SERVER, pageMeta } from '~/seo/page-meta'
import { getSiteName } from '~/seo/root-matches'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import { requireCanonical } from '~/utils/canonical.server'
import { requireLoaded } from '~/utils/loaded'
import { provider } from '~/utils/provider.server'

import type { Route } from './+types/sport-file'
import { SportFileBody } from './sport-file-body.server'
import { toDigitalDocument } from './sport-file-structured-data'
import { requireSportFileKey, toSportFileView } from './sport-file.server'

// A sport's public file (SPEC.md 2.1 "Sport file page"): a depth chart, a weekly release. The
// page says what it is and links its bytes (/download, a resource route). Its body is made on
// the server (sport-file-body.server.tsx), so the page costs no JavaScript of its own.
export async function loader({ params, request }: Route.LoaderArgs) {
  const key = requireSportFileKey(params, request)
  const file = requireLoaded(await provider.loadSportFile(key, { signal: request.signal }))
  const view = toSportFileView(file, 'public')
  // One address per file: a day written 12/09 instead of 12/9 moves to it for good.
  requireCanonical(getAskedPath(request), view.path)
  return {
    file: {
      title: view.title,
      description: view.description,
      day: view.day,
      dateText: view.dateText,
      kind: view.kind,
      contentType: view.contentType,
      sport: view.sport,
      path: view.path,
    },
    body: serverSection(request, <SportFileBody file={view} />),
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return []
  const { file } = loaderData
  const siteName = getSiteName(matches)
  const owner = file.sport ? `${siteName} ${file.sport.title}` : siteName
  return pageMeta({
    matches,
    title: file.title,
    description:
      file.description ?? `${file.title} from ${owner}, posted ${file.dateText} (${file.kind}).`,
    path: file.path,
    structuredData: import.meta.env.SSR ? toDigitalDocument(file) : BUILT_ON_SERVER,
  })
}

export default function SportFilePage({ loaderData }: Route.ComponentProps) {
  return <StaticHtml markup={loaderData.body} />
}

export const ErrorBoundary = RouteErrorBoundary
