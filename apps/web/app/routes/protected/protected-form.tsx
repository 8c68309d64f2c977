import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import type { RouteHandle } from '~/utils/page-contract'

import { requireFormId } from '../forms/form-address.server'
import { formMeta } from '../forms/form-meta'
import { toFormResponse } from '../forms/form-page.server'
import { FormPageView } from '../forms/form-page-view'
import { asFormResult } from '../forms/form-result'
import type { Route } from './+types/protected-form'
import { AccessCodeForm } from './access-code-form'
import { FORM_CODE_COOKIE } from './form-code-cookie'
import { answerProtectedPost, loadProtectedForm } from './protected-form.server'

// A protected form (SPEC.md 2.1, 6): first its access code, then the form. Private: each answer
// is one visitor's, never stored or indexed; it reads the code's cookie.
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

export default function ProtectedForm({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind === 'code') {
    const codeResult =
      actionData && 'values' in actionData && !('ok' in actionData && actionData.ok)
        ? actionData
        : undefined
    return (
      <div className="mx-auto max-w-xl px-4 py-10 md:py-16">
        <h1 className="font-display text-4xl font-black uppercase leading-none tracking-tight">
          Protected form
        </h1>
        {loaderData.message ? <p className="mt-4 font-bold">{loaderData.message}</p> : null}
        <p className="mt-4">
          This form is for members who were given its access code. Enter the code to open it.
        </p>
        <AccessCodeForm result={codeResult} submitLabel="Open the form" />
      </div>
    )
  }
  const result = asFormResult(actionData)
  return <FormPageView page={loaderData} result={result} />
}

export const ErrorBoundary = RouteErrorBoundary
