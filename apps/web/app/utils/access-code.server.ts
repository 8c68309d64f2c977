import { createAttemptLimit } from './attempt-limit.server'
import { failed } from './action.server'
import { getSiteUrl } from './env.server'
import { getClientAddress } from './request-context.server'

// What everything protected by an access code shares (SPEC.md 2.1, 6: sport files and forms):
// the provider judges a code; wrong guesses are limited per client address like sign-in's, and
// a right one is kept in an HttpOnly cookie for one address alone. Nothing is kept on the server.

export const WRONG_CODE = 'That access code is not right.'

// Ten wrong codes from one address in a quarter of an hour, for anything protected (a file's page
// and its download share the count, since a download carries a code too, and so do forms).
export const wrongCodes = createAttemptLimit({ max: 10, windowMs: 15 * 60 * 1000 })

export function getClientKey(): string {
  return getClientAddress() ?? 'unknown'
}

/** The 429 while an address has used up its tries, or null when it may try. */
export function tooManyTries<Field extends string>(
  values: Partial<Record<Field, string>>,
  intent?: string,
) {
  const address = getClientKey()
  if (wrongCodes.allows(address)) return null
  const waitMs = wrongCodes.retryAfterMs(address)
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000))
  return failed(
    values,
    429,
    {
      formError: `Too many wrong access codes. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
      intent,
    },
    { 'Retry-After': String(Math.ceil(waitMs / 1000)) },
  )
}

/** A right access code, for `path` alone, HttpOnly: the browser sends it back, scripts never see it. */
export function toCodeCookie(
  name: string,
  code: string,
  path: string,
  maxAgeSeconds: number,
): string {
  const secure = getSiteUrl().startsWith('https:') ? '; Secure' : ''
  return `${name}=${encodeURIComponent(code)}; Path=${path}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure}`
}
