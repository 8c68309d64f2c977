import { SESSION_COOKIES } from '@fieldhouse/domain/staff-session'

import { PreviewBar } from '~/components/staff/preview-bar'
import { StaticHtml } from '~/components/static-html'
import { getAskedPath } from '~/paths/asked-address'
import { sportFilePath } from '~/paths/sport-files'
import { serverSection } from '~/render/index.server'
import { pageMeta } from '~/seo/page-meta'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import { requireCanonical } from '~/utils/canonical.server'
import { requireLoaded } from '~/utils/loaded'
import type { RouteHandle } from '~/utils/page-contract'
import { provider } from '~/utils/provider.server'
import { requireStaff, signInFirst } from '~/utils/session.server'

import type { Route } from './+types/hidden-sport-file'
import { SportFileBody } from './sport-file-body.server'
import { requireSportFileKey, toSportFileView } from './sport-file.server'

// A sport file's preview for signed-in editors (SPEC.md 2.1, hidden variant): any file of the
// department, hidden ones included, read with the editor's token; its bytes at /download under
// the same prefix, for editors only too.
export const handle = { access: 'private', cookies: SESSION_COOKIES } as const satisfies RouteHandle

export async function loader({ params, request }: Route.LoaderArgs) {
  const key = requireSportFileKey(params, request)
  const staff = await requireStaff(request)
  const loaded = await provider.loadHiddenSportFile(key, staff.token, { signal: request.signal })
  if (loaded.status === 'signed-out') throw signInFirst(request)
  const file = requireLoaded(loaded)
  const view = toSportFileView(file, 'hidden')
  requireCanonical(getAskedPath(request), view.path)
  return {
    staffName: staff.user.displayName,
    access: file.access,
    // Only a public file has a page visitors can open; a protected one asks for its code.
    publicPath:
      file.access === 'hidden' ? null : sportFilePath(file.access, file.day, file.fileName),
    path: view.path,
    title: view.title,
    body: serverSection(request, <SportFileBody file={view} />),
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return []
  const { title, path } = loaderData
  return [
    ...pageMeta({
      matches,
      title: `Preview: ${title}`,
      description: `Preview of the file "${title}".`,
      path,
    }),
    { name: 'robots', content: 'noindex' },
  ]
}

export default function HiddenSportFile({ loaderData }: Route.ComponentProps) {
  const { staffName, access, publicPath, body } = loaderData
  const label =
    access === 'hidden' ? 'Hidden file' : access === 'protected' ? 'Protected file' : 'File preview'
  return (
    <>
      <PreviewBar staffName={staffName} label={label} publicPath={publicPath} />
      <StaticHtml markup={body} />
    </>
  )
}

export const ErrorBoundary = RouteErrorBoundary
