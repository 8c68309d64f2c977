import { PRIVATE_FILE_CACHE, fileNotFound, toFileAnswer } from '~/utils/file-response.server'
import { provider } from '~/utils/provider.server'
import { requireStaff, signInFirst } from '~/utils/session.server'

import type { Route } from './+types/hidden-sport-file-download'
import { parseSportFileKey } from './sport-file.server'

// GET /hidden/sports/{y}/{m}/{d}/{filename}/download: any sport file's bytes for a signed-in
// editor (signed out: the sign-in form, coming back here), kept by nobody.
export async function loader({ params, request }: Pick<Route.LoaderArgs, 'params' | 'request'>) {
  const key = parseSportFileKey(params)
  if (key === null) return fileNotFound()
  const staff = await requireStaff(request)
  const body = await provider.loadHiddenSportFileBytes(key, staff.token, {
    signal: request.signal,
  })
  if (body.status === 'signed-out') throw signInFirst(request)
  return toFileAnswer(body, key.fileName, PRIVATE_FILE_CACHE)
}
