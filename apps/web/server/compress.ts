import { promisify } from 'node:util'
import { gzip } from 'node:zlib'

import type { MiddlewareHandler } from 'hono'

const gzipAsync = promisify(gzip)
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml)|image\/svg\+xml)/
const MIN_BYTES = 1024

// gzip for bodies compressed per request (full renders the page cache did not keep, what the
// Hono app answers): one zlib call on the whole body, which the renderer has buffered anyway.
// Hono's compress() pipes every response through a CompressionStream, which cost 2-3 ms of a
// 7-10 ms render (docs/performance.md). Pages from the page cache are pre-compressed and never
// come here.
/**
 * The gzip of a body worth compressing for a visitor who accepts it (text of at least 1 KB),
 * or null to send it as it is.
 */
export async function gzipIfWorthIt(
  body: Buffer,
  contentType: string | undefined,
  acceptEncoding: string | undefined,
): Promise<Buffer | null> {
  if (
    body.length < MIN_BYTES ||
    !COMPRESSIBLE.test(contentType ?? '') ||
    !/\bgzip\b/.test(acceptEncoding ?? '')
  ) {
    return null
  }
  // One output buffer as large as the input: zlib then calls back once, not once per 16 KB.
  return gzipAsync(body, { level: RENDERED_LEVEL, chunkSize: Math.max(MIN_CHUNK, body.length) })
}
const MIN_CHUNK = 16 * 1024
// A body compressed here is compressed again for every request that gets it (a 404 or 503 page,
// any page with the page cache off, anything the Hono app answers), so it takes a faster level than a stored page's 9: level 4
// gzips the home page in 0.36 ms instead of level 6's 0.61 ms (0.45 against 0.81 ms for a sport
// home) for 6 to 7% more bytes (docs/performance.md). Pages from the page cache are unaffected.
const RENDERED_LEVEL = 4

// The same rule and level for what the Hono app answers: a rendered page it serves (form posts),
// health, files without a build-made copy (the favicon). Scripts and stylesheets come with their
// own encoding (precompress-assets.ts) and pass through.
export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const response = c.res
    const contentType = response.headers.get('content-type') ?? undefined
    if (
      c.req.method === 'HEAD' ||
      !response.body ||
      response.headers.has('content-encoding') ||
      // A file served in byte ranges (server/proxy-media.ts): its ranges count the file's bytes.
      response.headers.has('accept-ranges') ||
      !COMPRESSIBLE.test(contentType ?? '')
    ) {
      return
    }
    const body = Buffer.from(await response.arrayBuffer())
    const compressed = await gzipIfWorthIt(body, contentType, c.req.header('accept-encoding'))
    const headers = new Headers(response.headers)
    headers.append('vary', 'Accept-Encoding')
    if (compressed) headers.set('content-encoding', 'gzip')
    const sent = compressed ?? body
    const view = new Uint8Array(sent.buffer as ArrayBuffer, sent.byteOffset, sent.length)
    c.res = new Response(view, { status: response.status, headers })
    // Hono carries headers set earlier (serveStatic's length) onto the new response.
    c.res.headers.set('content-length', String(sent.length))
  }
}
