import { formatLocalDay } from '@fieldhouse/domain/local-day'

import { AccessCodeForm } from '~/components/access-code/access-code-form'
import { getAskedPath } from '~/paths/asked-address'
import { sportFilePath } from '~/paths/sport-files'
import { pageMeta } from '~/seo/page-meta'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import { requireCanonical } from '~/utils/canonical.server'
import type { RouteHandle } from '~/utils/page-contract'

import type { Route } from './+types/protected-sport-file'
import { openProtectedFile } from './protected-sport-file.server'
import { requireSportFileKey } from './sport-file.server'

// A protected sport file (SPEC.md 2.1, 6): nothing about it is shown until its access code is
// given, since the provider tells nothing without one. A right code opens the file itself.
// Private: each answer is one visitor's, never stored or indexed; it reads no cookie.
export const handle = { access: 'private' } as const satisfies RouteHandle

export function loader({ params, request }: Route.LoaderArgs) {
  const key = requireSportFileKey(params, request)
  const path = sportFilePath('protected', key.day, key.fileName)
  requireCanonical(getAskedPath(request), path)
  return { path, fileName: key.fileName, day: key.day, dateText: formatLocalDay(key.day, 'date') }
}

export async function action({ params, request }: Route.ActionArgs) {
  return openProtectedFile(request, requireSportFileKey(params, request))
}

// A refused try says when to try again (429's Retry-After); React Router sends a route's own
// headers only.
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('Retry-After') ? actionHeaders : loaderHeaders
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return []
  return [
    ...pageMeta({
      matches,
      title: 'Protected file',
      description: `${loaderData.fileName}, posted ${loaderData.dateText}: enter its access code to open it.`,
      path: loaderData.path,
    }),
    { name: 'robots', content: 'noindex' },
  ]
}

export default function ProtectedSportFile({ loaderData }: Route.ComponentProps) {
  const { fileName, day, dateText } = loaderData
  return (
    <div className="mx-auto max-w-xl px-4 py-10 md:py-16">
      <h1 className="font-display text-4xl font-black uppercase leading-none tracking-tight">
        Protected file
      </h1>
      <p className="mt-4 break-all text-lg font-bold">{fileName}</p>
      <p className="mt-1 text-ink-muted">
        Posted <time dateTime={day}>{dateText}</time>
      </p>
      <p className="mt-4">
        This file is shared with a team&rsquo;s families and staff. Enter the access code you were
        given to open it.
      </p>
      <AccessCodeForm submitLabel="Open the file" />
    </div>
  )
}

export const ErrorBoundary = RouteErrorBoundary
