import { redirect } from 'react-router'

import { sportFilePath } from '~/paths/sport-files'
import { getClientKey, wrongCodes } from '~/utils/access-code.server'
import { PRIVATE_FILE_CACHE, fileNotFound, toFileAnswer } from '~/utils/file-response.server'
import { getCookies, type RouteHandle } from '~/utils/page-contract'
import { provider } from '~/utils/provider.server'

import type { Route } from './+types/protected-sport-file-download'
import { ACCESS_CODE_COOKIE } from './access-code-cookie'
import { parseSportFileKey } from './sport-file.server'

// GET /protected/sports/{y}/{m}/{d}/{filename}/download: a protected file's bytes, for the
// visitor whose right code the page's form kept in a cookie for this address alone
// (protected-sport-file.server.ts, utils/access-code.server.ts). Without it, or once the provider refuses it, back to the
// form; wrong codes count against the address like the form's. Kept by nobody.
export const handle = {
  access: 'private',
  cookies: [ACCESS_CODE_COOKIE],
} as const satisfies RouteHandle

export async function loader({ params, request }: Pick<Route.LoaderArgs, 'params' | 'request'>) {
  const key = parseSportFileKey(params)
  if (key === null) return fileNotFound()
  const form = sportFilePath('protected', key.day, key.fileName)
  const code = decode(getCookies(request, handle.cookies)[ACCESS_CODE_COOKIE])
  const address = getClientKey()
  if (code === null || !wrongCodes.allows(address)) return redirect(form, 303)
  const body = await provider.loadProtectedSportFileBytes(key, code, { signal: request.signal })
  if (body.status === 'refused') {
    wrongCodes.fail(address)
    return redirect(form, 303)
  }
  return toFileAnswer(body, key.fileName, PRIVATE_FILE_CACHE)
}

function decode(value: string | null): string | null {
  if (!value) return null
  try {
    return decodeURIComponent(value)
  } catch {
    return null
  }
}
