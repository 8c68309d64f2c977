import { data, redirectDocument } from 'react-router'

import type { SportFileKey } from '@fieldhouse/provider-client/sport-files'

import { accessCodeForm } from '~/components/access-code/access-code-check'
import { sportFileDownloadPath } from '~/paths/sport-files'
import {
  WRONG_CODE,
  getClientKey,
  toCodeCookie,
  tooManyTries,
  wrongCodes,
} from '~/utils/access-code.server'
import { answerPost, failed, readFormBody } from '~/utils/action.server'
import { provider } from '~/utils/provider.server'

import { ACCESS_CODE_COOKIE } from './access-code-cookie'

// A protected sport file (SPEC.md 2.1, 6): its access code is checked by the provider, wrong
// guesses are limited per client address like sign-in's, and a right code opens the file.
//
// React Router answers a screen's post with the page (a Response an action returns is read as
// data), so the bytes come from the resource route beside it: a right code is kept for five
// minutes in an HttpOnly cookie scoped to that file's /download address alone, and the answer is
// a 303 there. The browser holds only the code its visitor typed; nothing is kept on the server,
// so any web process can answer the download, which asks the provider with the code again.

export const CODE_UNAVAILABLE =
  'Protected files cannot be opened right now. Please try again in a few minutes.'
const CODE_MAX_AGE_S = 5 * 60

export async function openProtectedFile(request: Request, key: SportFileKey) {
  const body = await readFormBody(request)
  return answerPost(body, accessCodeForm, async ({ code }, values) => {
    const limited = tooManyTries(values)
    if (limited) return limited
    const outcome = await provider.loadProtectedSportFile(key, code, { signal: request.signal })
    switch (outcome.status) {
      case 'ok': {
        const download = sportFileDownloadPath('protected', key.day, key.fileName)
        // A document navigation, with or without JavaScript: the answer is a file, not a page.
        return redirectDocument(download, {
          status: 303,
          headers: {
            'Set-Cookie': toCodeCookie(ACCESS_CODE_COOKIE, code, download, CODE_MAX_AGE_S),
          },
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
  })
}
