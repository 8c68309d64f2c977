import { Hono, type Context } from 'hono'
import type { AppEnv } from '../../app-env'
import { errorBody } from '../../errors'
import { getPublicMediaFile } from './media-file-queries'
import { serveBytes } from './serve-bytes'

// GET /media/{tenant}/{path}: the public files of documents, publications and podcasts (own
// design, beside /images/{tenant}/...): outside /api and without a tenant header, since a link,
// an <audio> element or a PDF viewer cannot send one. Files are bytes in the database, looked up
// by exact path; a path that is not plain segments of safe characters is a 404 before any
// lookup, so no name ever reaches a filesystem.

const SEGMENT = /^[a-z0-9][a-z0-9._-]{0,99}$/

export function isSafeMediaPath(path: string): boolean {
  const segments = path.split('/')
  return (
    segments.length <= 8 &&
    segments.every((segment) => SEGMENT.test(segment) && !segment.includes('..'))
  )
}

// Every refusal is the same 404, never cached: an unsafe path, an unknown file, a file that is
// not public and the audio of an episode that may not be played (blacked out, premium or
// sign-in only) cannot be told apart, and an episode unlocked later is not held back by a cache.
function notFound(c: Context<AppEnv>): Response {
  return c.json(errorBody(404, 'Not found', c.get('requestId') ?? 'unknown'), 404, {
    'cache-control': 'no-store',
  })
}

export const mediaFileRoutes = new Hono<AppEnv>().get('/media/:tenant/*', (c) => {
  const tenant = c.req.param('tenant')
  const prefix = `/media/${tenant}/`
  const raw = c.req.path.startsWith(prefix) ? c.req.path.slice(prefix.length) : ''
  let path: string
  try {
    path = decodeURIComponent(raw)
  } catch {
    return notFound(c)
  }
  if (!/^[a-z0-9-]{1,40}$/.test(tenant) || !isSafeMediaPath(path)) return notFound(c)
  const file = getPublicMediaFile(c.var.db, tenant, path)
  if (!file) return notFound(c)
  return serveBytes(c, file, {
    fileName: path.split('/').at(-1) ?? 'file',
    cacheControl: 'public, max-age=3600',
  })
})
