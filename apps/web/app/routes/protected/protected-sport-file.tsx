import { Form, useNavigation } from 'react-router'

import { formatLocalDay } from '@fieldhouse/domain/local-day'

import { sportFilePath } from '~/components/sport-files/sport-file-paths'
import { FormError } from '~/components/ui/form-error'
import { TextField } from '~/components/ui/text-field'
import { useFormCheck } from '~/components/ui/use-form-check'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import type { ActionResult } from '~/utils/action'
import { requireCanonical } from '~/utils/canonical.server'
import { pageMeta } from '~/utils/meta'
import type { RouteHandle } from '~/utils/page-contract'

import { getAskedPath, requireSportFileKey } from '../sport-files/sport-file.server'
import type { Route } from './+types/protected-sport-file'
import { openProtectedFile } from './protected-sport-file.server'

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

export default function ProtectedSportFile({ loaderData, actionData }: Route.ComponentProps) {
  const { fileName, day, dateText } = loaderData
  const check = useFormCheck(() =>
    import('./protected-sport-file-form').then((module) => module.accessCodeForm),
  )
  const failure = check.failure ?? failureOf(actionData)
  const isSubmitting = useNavigation().state === 'submitting'
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
      <Form method="post" noValidate className="mt-6 flex flex-col gap-5" {...check.form}>
        <FormError message={failure?.formError ?? null} attempt={failure} />
        <TextField
          name="code"
          label="Access code"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={200}
          value={failure?.values.code}
          error={failure?.fieldErrors.code}
        />
        <button type="submit" className="button-primary self-start" disabled={isSubmitting}>
          {isSubmitting ? 'Opening…' : 'Open the file'}
        </button>
      </Form>
    </div>
  )
}

// The result of a post that failed; type-only, so no helper module joins this page's scripts.
function failureOf<Field extends string>(result: ActionResult<Field> | undefined) {
  return result && !result.ok ? result : null
}

export const ErrorBoundary = RouteErrorBoundary
