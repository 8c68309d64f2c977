import { data, redirectDocument } from 'react-router'

import type { SportFileKey } from '@fieldhouse/provider-client/sport-files'

import { sportFileDownloadPath } from '~/components/sport-files/sport-file-paths'
import { failed, readSubmission } from '~/utils/action.server'
import { createAttemptLimit } from '~/utils/attempt-limit.server'
import { getSiteUrl } from '~/utils/env.server'
import { provider } from '~/utils/provider.server'
import { getClientAddress } from '~/utils/request-context.server'

import { ACCESS_CODE_COOKIE } from './access-code-cookie'
import { accessCodeForm } from './protected-sport-file-form'

// A protected sport file (SPEC.md 2.1, 6): its access code is checked by the provider, wrong
// guesses are limited per client address like sign-in's, and a right code opens the file.
//
// React Router answers a screen's post with the page (a Response an action returns is read as
// data), so the bytes come from the resource route beside it: a right code is kept for five
// minutes in an HttpOnly cookie scoped to that file's /download address alone, and the answer is
// a 303 there. The browser holds only the code its visitor typed; nothing is kept on the server,
// so any web process can answer the download, which asks the provider with the code again.

export const WRONG_CODE = 'That access code is not right.'
export const CODE_UNAVAILABLE =
  'Protected files cannot be opened right now. Please try again in a few minutes.'
const CODE_MAX_AGE_S = 5 * 60

// Ten wrong codes from one address in a quarter of an hour, for any protected file (the page and
// its download share the count, since a download carries a code too).
export const wrongCodes = createAttemptLimit({ max: 10, windowMs: 15 * 60 * 1000 })

export function getClientKey(): string {
  return getClientAddress() ?? 'unknown'
}

/** The 429 while an address has used up its tries, or null when it may try. */
export function tooManyTries<Field extends string>(values: Partial<Record<Field, string>>) {
  const address = getClientKey()
  if (wrongCodes.allows(address)) return null
  const waitMs = wrongCodes.retryAfterMs(address)
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000))
  return failed(
    values,
    429,
    {
      formError: `Too many wrong access codes. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    },
    { 'Retry-After': String(Math.ceil(waitMs / 1000)) },
  )
}

export async function openProtectedFile(request: Request, key: SportFileKey) {
  const submission = await readSubmission(request, accessCodeForm)
  if (!submission.ok) return data(submission.result, { status: 400 })
  const { values } = submission
  const limited = tooManyTries(values)
  if (limited) return limited
  const { code } = submission.data
  const outcome = await provider.loadProtectedSportFile(key, code, { signal: request.signal })
  switch (outcome.status) {
    case 'ok': {
      const download = sportFileDownloadPath('protected', key.day, key.fileName)
      // A document navigation, with or without JavaScript: the answer is a file, not a page.
      return redirectDocument(download, {
        status: 303,
        headers: { 'Set-Cookie': toCodeCookie(ACCESS_CODE_COOKIE, code, download, CODE_MAX_AGE_S) },
      })
    }
    case 'refused':
      wrongCodes.fail(getClientKey())
      return failed(values, 403, {
        formError: 'The file was not opened.',
        fieldErrors: { code: WRONG_CODE },
      })
    case 'missing':
      throw data(null, { status: 404 })
    default:
      return failed(values, 503, { formError: CODE_UNAVAILABLE })
  }
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
