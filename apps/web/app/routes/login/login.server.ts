import { redirect } from 'react-router'

import { toSitePath } from '@fieldhouse/domain/site-path'

import { answerPost, failed, readFormBody } from '~/utils/action.server'
import { createAttemptLimit } from '~/utils/attempt-limit.server'
import { provider } from '~/utils/provider.server'
import { getClientAddress } from '~/utils/request-context.server'
import { toSessionCookies } from '~/utils/session.server'

import { loginForm, type LoginData, type LoginField } from './login-form'

// Sign-in (SPEC.md 2.1 /login; docs/decisions/019): e-mail and password checked by the
// provider, wrong guesses limited per client address and per account, and the visitor sent
// back to the page that asked for a sign-in.

export const WRONG_CREDENTIALS = 'Incorrect e-mail or password.'
export const SIGN_IN_UNAVAILABLE =
  'Sign-in is not available right now. Please try again in a few minutes.'

const WINDOW_MS = 15 * 60 * 1000
// Five wrong passwords for one account, twenty from one address, in a quarter of an hour.
const perAccount = createAttemptLimit({ max: 5, windowMs: WINDOW_MS })
const perAddress = createAttemptLimit({ max: 20, windowMs: WINDOW_MS })

/**
 * Where to go after signing in: a path on this site, never the sign-in or sign-out pages
 * themselves; anything else (another host, `//host`, `/\host`, a scheme) is the home page.
 */
export function toReturnPath(value: string | null | undefined): string {
  const path = toSitePath(value)
  if (!path || /^\/(login|logout)(?:[/?#]|$)/.test(path)) return '/'
  return path
}

export async function signIn(request: Request) {
  const body = await readFormBody(request)
  return answerPost(body, loginForm, (form, values) => answerSignIn(request, form, values), {
    secret: ['password'],
  })
}

async function answerSignIn(
  request: Request,
  { email, password, returnTo }: LoginData,
  values: Partial<Record<LoginField, string>>,
) {
  const account = email.toLowerCase()
  const address = getClientAddress() ?? 'unknown'
  if (!perAccount.allows(account) || !perAddress.allows(address)) {
    const waitMs = Math.max(perAccount.retryAfterMs(account), perAddress.retryAfterMs(address))
    const minutes = Math.max(1, Math.ceil(waitMs / 60_000))
    return failed(
      values,
      429,
      {
        formError: `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
      },
      { 'Retry-After': String(Math.ceil(waitMs / 1000)) },
    )
  }
  const outcome = await provider.signIn({ email, password }, { signal: request.signal })
  switch (outcome.status) {
    case 'ok':
      perAccount.clear(account)
      return redirect(toReturnPath(returnTo), {
        status: 303,
        headers: toSessionCookies(outcome.value.token, outcome.value.expiresAt),
      })
    case 'rejected':
      perAccount.fail(account)
      perAddress.fail(address)
      return failed(values, 401, { formError: WRONG_CREDENTIALS })
    case 'invalid':
      return failed(values, 400, { formError: WRONG_CREDENTIALS })
    default:
      return failed(values, 503, { formError: SIGN_IN_UNAVAILABLE })
  }
}
