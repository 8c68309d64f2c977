import { redirect } from 'react-router'

import { accessCodeForm } from '~/components/access-code/access-code-check'
import { formPath } from '~/paths/forms'
import {
  WRONG_CODE,
  getClientKey,
  toCodeCookie,
  tooManyTries,
  wrongCodes,
} from '~/utils/access-code.server'
import { answerPost, failed, readFormBody, readIntent } from '~/utils/action.server'
import { notFound, unavailable } from '~/utils/loaded'
import { getCookies } from '~/utils/page-contract'
import { provider } from '~/utils/provider.server'

import { FORM_CODE_COOKIE } from './form-code-cookie'
import { toFormPage } from './form-page.server'
import { CODE_REFUSED, answerBrokenPost, answerFormPost } from './form-post.server'
import { PROTECTED_FORM_INTENT } from './protected-form-intent'

// A protected form (SPEC.md 2.1 /protected/form/{id}, 6): nothing of it shows until its access
// code is given, which the provider checks. A right code is kept for half an hour in an
// HttpOnly cookie scoped to the protected forms' addresses and naming its form, so the form's
// page and its post carry it; wrong guesses share the sport files' limit per client address.
// Nothing is kept on the server. The page has two forms, told apart by their `intent` field
// (protected-form-intent.ts), never by what their bodies hold.

const CODE_MAX_AGE_S = 30 * 60
// The cookie's path covers the forms' data requests too (`/protected/form/{id}.data`, which a
// path of the form's own address would not), so it names its form: `{id}:{code}`.
const COOKIE_PATH = '/protected/form/'
const FORM_CODE_UNAVAILABLE =
  'Protected forms cannot be opened right now. Please try again in a few minutes.'

export type ProtectedFormPage =
  | { kind: 'code'; id: number; path: string; message: string | null }
  | Awaited<ReturnType<typeof toFormPage>>

/** The form for the code in the cookie, or the code's form when there is none (or it is stale). */
export async function loadProtectedForm(
  id: number,
  request: Request,
  cookies: readonly string[],
): Promise<ProtectedFormPage> {
  const path = formPath('protected', id)
  const code = readFormCode(id, request, cookies)
  if (!code) return { kind: 'code', id, path, message: null }
  const form = await provider.getProtectedForm(id, code, { signal: request.signal })
  switch (form.status) {
    case 'ok':
      return toFormPage(form.value, 'protected', request.signal)
    case 'refused':
      return { kind: 'code', id, path, message: 'The access code for this form has changed.' }
    case 'missing':
      throw notFound()
    default:
      throw unavailable()
  }
}

/** A post: the access code (intent `code`) or the form's answers (anything else). */
export async function answerProtectedPost(
  id: number,
  request: Request,
  cookies: readonly string[],
) {
  const body = await readFormBody(request)
  if (readIntent(body) === PROTECTED_FORM_INTENT.code) return checkCode(id, body, request.signal)
  const intent = PROTECTED_FORM_INTENT.answers
  const page = await loadProtectedForm(id, request, cookies)
  // No right code any more (it changed, or its cookie ended): the page asks for it again.
  if (page.kind === 'code') return failed({}, 403, { formError: CODE_REFUSED, intent })
  if (page.kind === 'broken') return answerBrokenPost(page, intent)
  const code = readFormCode(id, request, cookies) ?? ''
  return answerFormPost(
    request,
    page,
    (submission) => provider.submitProtectedForm(id, submission, code, { signal: request.signal }),
    { body, intent },
  )
}

function checkCode(id: number, body: FormData | null, signal: AbortSignal) {
  const intent = PROTECTED_FORM_INTENT.code
  return answerPost(
    body,
    accessCodeForm,
    async ({ code }, values) => {
      const limited = tooManyTries(values, intent)
      if (limited) return limited
      const outcome = await provider.getProtectedForm(id, code, { signal })
      switch (outcome.status) {
        case 'ok': {
          const cookie = toCodeCookie(
            FORM_CODE_COOKIE,
            `${id}:${code}`,
            COOKIE_PATH,
            CODE_MAX_AGE_S,
          )
          return redirect(formPath('protected', id), {
            status: 303,
            headers: { 'Set-Cookie': cookie },
          })
        }
        case 'refused':
          wrongCodes.fail(getClientKey())
          return failed(values, 403, {
            formError: 'The form was not opened.',
            fieldErrors: { code: WRONG_CODE },
            intent,
          })
        case 'missing':
          throw notFound()
        default:
          return failed(values, 503, { formError: FORM_CODE_UNAVAILABLE, intent })
      }
    },
    { intent },
  )
}

/** The code kept for this form, or null (none, or another form's). */
function readFormCode(id: number, request: Request, cookies: readonly string[]): string | null {
  const raw = getCookies(request, cookies)[FORM_CODE_COOKIE]
  let value: string
  try {
    value = decodeURIComponent(raw ?? '')
  } catch {
    return null
  }
  const prefix = `${id}:`
  return value.startsWith(prefix) ? value.slice(prefix.length) || null : null
}
