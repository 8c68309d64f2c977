import { PUBLIC_FILE_CACHE, fileNotFound, toFileAnswer } from '~/utils/file-response.server'
import { provider } from '~/utils/provider.server'

import type { Route } from './+types/sport-file-download'
import { parseSportFileKey } from './sport-file.server'

// GET /sports/{y}/{m}/{d}/{filename}/download: a public sport file's bytes, passed through as
// the provider sends them, named by the file (SPEC.md 2.1 "Sport file page"). Unknown 404,
// provider down 503, in plain text.
export async function loader({ params, request }: Pick<Route.LoaderArgs, 'params' | 'request'>) {
  const key = parseSportFileKey(params)
  if (key === null) return fileNotFound()
  const body = await provider.loadSportFileBytes(key, { signal: request.signal })
  return toFileAnswer(body, key.fileName, PUBLIC_FILE_CACHE)
}
