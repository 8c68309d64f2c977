import { Form, redirect } from 'react-router'

import { SESSION_COOKIES } from '@fieldhouse/domain/staff-session'

import { FormError } from '~/components/ui/form-error'
import { TextField } from '~/components/ui/text-field'
import { useFormAction } from '~/components/ui/use-form-action'
import { endpointHref } from '~/paths/endpoints'
import { loginPath } from '~/paths/login'
import { requireRouteChecks } from '~/route-checks/run-route-checks.server'
import { pageMeta } from '~/seo/page-meta'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import type { ActionResult } from '~/utils/action'
import type { RouteHandle } from '~/utils/page-contract'
import { getQuery } from '~/utils/query'
import { getStaff } from '~/utils/session.server'

import type { Route } from './+types/login'
import type { LoginField } from './login-form'
import { signIn, toReturnPath } from './login.server'

// Staff sign-in (SPEC.md 2.1). Private: rendered for each visitor, never cached or indexed.
// No link to it is offered to ordinary visitors (SPEC.md 1); a preview page sends editors here.
export const handle = {
  access: 'private',
  cookies: SESSION_COOKIES,
  query: ['returnTo', 'signedOut'],
} as const satisfies RouteHandle

export async function loader({ request, url }: Route.LoaderArgs) {
  // SPEC 4: login runs the provider's route rules (route-checks/).
  await requireRouteChecks('login', url, request.signal)
  const query = getQuery(request, handle.query)
  const returnTo = toReturnPath(query.returnTo)
  const staff = await getStaff(request)
  // Already signed in and on the way somewhere: go there.
  if (staff && query.returnTo) throw redirect(returnTo, 303)
  return {
    returnTo,
    signedInAs: staff?.user.displayName ?? null,
    signedOut: query.signedOut === '1' && !staff,
  }
}

export async function action({ request }: Route.ActionArgs) {
  return signIn(request)
}

// A refused sign-in says when to try again (429's Retry-After); React Router sends a route's
// own headers only.
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('Retry-After') ? actionHeaders : loaderHeaders
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({
      matches,
      title: 'Staff sign-in',
      description: 'Sign in to preview unpublished rosters, bios and splash pages.',
      path: loginPath(),
    }),
    { name: 'robots', content: 'noindex' },
  ]
}

export default function Login({ loaderData }: Route.ComponentProps) {
  const { returnTo, signedInAs, signedOut } = loaderData
  // The schema's module arrives when the form is first used (use-form-action.ts).
  const { failure, form, submitting } = useFormAction<ActionResult<LoginField>>({
    check: () => import('./login-form').then((module) => module.loginForm),
    secret: ['password'],
  })
  return (
    <div className="mx-auto max-w-md px-4 py-10 md:py-16">
      <h1 className="font-display text-4xl font-black uppercase leading-none tracking-tight">
        Staff sign-in
      </h1>
      {signedInAs ? (
        <div className="mt-6 space-y-4">
          <p>
            You are signed in as <strong>{signedInAs}</strong>.
          </p>
          <form method="post" action={endpointHref('/logout')}>
            <button type="submit" className="button-secondary">
              Sign out
            </button>
          </form>
        </div>
      ) : (
        <>
          <p className="mt-4 text-ink-muted">
            For athletics staff: sign in to preview rosters, bios and splash pages before they are
            published.
          </p>
          {signedOut ? (
            <p role="status" className="mt-4 rounded-sm bg-surface-raised px-4 py-3 font-bold">
              You have signed out.
            </p>
          ) : null}
          <Form method="post" noValidate className="mt-6 flex flex-col gap-5" {...form}>
            <FormError message={failure?.formError ?? null} attempt={failure} />
            <input type="hidden" name="returnTo" value={returnTo} />
            <TextField
              name="email"
              label="E-mail"
              type="email"
              autoComplete="username"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
              required
              maxLength={254}
              value={failure?.values.email}
              error={failure?.fieldErrors.email}
            />
            <TextField
              name="password"
              label="Password"
              type="password"
              autoComplete="current-password"
              required
              maxLength={1024}
              error={failure?.fieldErrors.password}
            />
            <button type="submit" className="button-primary self-start" disabled={submitting}>
              {submitting ? 'Signing in…' : 'Sign in'}
            </button>
          </Form>
        </>
      )}
    </div>
  )
}

export const ErrorBoundary = RouteErrorBoundary
