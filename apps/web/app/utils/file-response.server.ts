import type { Loaded } from '@fieldhouse/provider-client/loaded'
import type { FileBody } from '@fieldhouse/provider-client/media-files'

import { RETRY_AFTER_S } from './loaded'

// Answers of the routes that pass a file on (documents, sport files): the bytes with their type
// and a name, or a short plain-text 404 / 503, never a page and never a 500
// (docs/adding-a-screen.md "Files from the provider").

/** Public files a CDN may keep for fifteen minutes, like the stats PDF; one visitor's never. */
export const PUBLIC_FILE_CACHE = 'public, max-age=900, s-maxage=900'
export const PRIVATE_FILE_CACHE = 'private, no-store'

const SAFE_TYPE = /^[a-z]+\/[a-z0-9.+-]+$/i

/** The file's bytes, shown in the browser when it can (`inline`), saved under `fileName`. */
export function fileResponse(
  body: FileBody,
  fileName: string,
  cacheControl: string,
  extraHeaders: HeadersInit = {},
): Response {
  // The provider's type without parameters; anything odd is sent as bytes to download.
  const type = body.contentType.split(';')[0]?.trim() ?? ''
  const headers = new Headers(extraHeaders)
  headers.set('Content-Type', SAFE_TYPE.test(type) ? type : 'application/octet-stream')
  headers.set('Content-Disposition', `inline; filename="${toHeaderFileName(fileName)}"`)
  headers.set('Content-Length', String(body.bytes.byteLength))
  headers.set('Cache-Control', cacheControl)
  headers.set('X-Content-Type-Options', 'nosniff')
  if (cacheControl === PRIVATE_FILE_CACHE) headers.set('X-Robots-Tag', 'noindex')
  return new Response(body.bytes, { headers })
}

/** A file read from the provider as its answer: the bytes, or the plain-text 404 / 503. */
export function toFileAnswer(
  body: Loaded<FileBody>,
  fileName: string,
  cacheControl: string,
  notFoundMessage?: string,
): Response {
  if (body.status === 'missing') return fileNotFound(notFoundMessage)
  if (body.status === 'unavailable') return fileUnavailable()
  return fileResponse(body.value, fileName, cacheControl)
}

/** A file name as a quoted header value: printable ASCII without quotes or backslashes. */
export function toHeaderFileName(fileName: string): string {
  const name = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_').trim()
  return name === '' ? 'file' : name
}

export function fileNotFound(message = 'No file at this address.'): Response {
  return new Response(message, {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}

export function fileUnavailable(
  message = 'The file is temporarily unavailable. Try again in a minute.',
): Response {
  return new Response(message, {
    status: 503,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': String(RETRY_AFTER_S),
    },
  })
}
