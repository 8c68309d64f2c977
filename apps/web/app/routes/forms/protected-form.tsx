import { AccessCodeForm } from '~/components/access-code/access-code-form'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import type { RouteHandle } from '~/utils/page-contract'

import type { Route } from './+types/protected-form'
import { requireFormId } from './form-address.server'
import { FORM_CODE_COOKIE } from './form-code-cookie'
import { formMeta } from './form-meta'
import { toFormResponse } from './form-page.server'
import { FormPageView } from './form-page-view'
import { answerProtectedPost, loadProtectedForm } from './protected-form.server'
import { PROTECTED_FORM_INTENT } from './protected-form-intent'

// A protected form (SPEC.md 2.1, 6): first its access code, then the form, two forms on one page
// told apart by their `intent`. Private: each answer is one visitor's, never stored or indexed;
// it reads the code's cookie.
export const handle = {
  access: 'private',
  cookies: [FORM_CODE_COOKIE],
} as const satisfies RouteHandle

export async function loader({ params, request }: Route.LoaderArgs) {
  const id = requireFormId(params, request, 'protected')
  const page = await loadProtectedForm(id, request, handle.cookies)
  return page.kind === 'code' ? page : toFormResponse(page)
}

export async function action({ params, request }: Route.ActionArgs) {
  const id = requireFormId(params, request, 'protected')
  return answerProtectedPost(id, request, handle.cookies)
}

// A refused try says when to try again (Retry-After); a right code sets its cookie on the
// redirect. React Router sends a route's own headers only.
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('Retry-After') || actionHeaders.has('Set-Cookie')
    ? actionHeaders
    : loaderHeaders
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (loaderData?.kind === 'code') {
    return formMeta({ kind: 'broken', title: 'Protected form', message: '' }, matches, {
      path: loaderData.path,
    })
  }
  return formMeta(loaderData, matches)
}

export default function ProtectedForm({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'code') {
    return (
      <div className="mx-auto max-w-xl px-4 py-10 md:py-16">
        <h1 className="font-display text-4xl font-black uppercase leading-none tracking-tight">
          Protected form
        </h1>
        {loaderData.message ? <p className="mt-4 font-bold">{loaderData.message}</p> : null}
        <p className="mt-4">
          This form is for members who were given its access code. Enter the code to open it.
        </p>
        <AccessCodeForm submitLabel="Open the form" intent={PROTECTED_FORM_INTENT.code} />
      </div>
    )
  }
  return <FormPageView page={loaderData} intent={PROTECTED_FORM_INTENT.answers} />
}

export const ErrorBoundary = RouteErrorBoundary
