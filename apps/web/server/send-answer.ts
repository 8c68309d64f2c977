import type { IncomingMessage, ServerResponse } from 'node:http'

import { gzipIfWorthIt } from './compress'
import { getHeader, type Entry, type Snapshot } from './page-cache'
import { SECURITY_HEADERS } from './security-headers'

// How the front door (front-door.ts) writes an answer: every one with the security headers, the
// request id and its length; a stored page in the encoding the visitor accepts, or 304 for its
// etag; a render that is not stored, gzipped when worth it.

/** What was answered, for the request log. */
export type Answer = { status: number; cache?: string }

export const EMPTY = Buffer.alloc(0)
export const NO_STORE: [string, string] = ['cache-control', 'no-store']
export const VARY: [string, string] = ['vary', 'Accept-Encoding']
const ENCODED_GZIP: [string, string] = ['content-encoding', 'gzip']

export function sendStored(
  req: IncomingMessage,
  res: ServerResponse,
  requestId: string,
  entry: Entry,
  state: string,
): Answer {
  const headers: [string, string][] = [
    ...entry.headers,
    ['etag', entry.etag],
    ['x-page-cache', state],
    VARY,
  ]
  if (req.headers['if-none-match'] === entry.etag) {
    send(res, req, requestId, 304, headers, EMPTY)
    return { status: 304, cache: state }
  }
  let body = entry.body
  if (accepts(req, 'br')) {
    body = entry.br
    headers.push(['content-encoding', 'br'])
  } else if (accepts(req, 'gzip')) {
    body = entry.gzip
    headers.push(['content-encoding', 'gzip'])
  }
  send(res, req, requestId, entry.status, headers, body)
  return { status: entry.status, cache: state }
}

// A render that is not stored (a 404 or 503 page, or any page with the cache off), shared by the
// requests that waited for it, gzipped for each that accepts it.
export async function sendSnapshot(
  req: IncomingMessage,
  res: ServerResponse,
  requestId: string,
  snapshot: Snapshot,
): Promise<Answer> {
  const gzip = await gzipIfWorthIt(
    snapshot.body,
    getHeader(snapshot, 'content-type'),
    req.headers['accept-encoding'],
  )
  const headers = gzip ? [...snapshot.headers, ENCODED_GZIP, VARY] : snapshot.headers
  send(res, req, requestId, snapshot.status, headers, gzip ?? snapshot.body)
  return { status: snapshot.status }
}

export function accepts(req: IncomingMessage, encoding: 'br' | 'gzip'): boolean {
  const accepted = req.headers['accept-encoding']
  return typeof accepted === 'string' && (encoding === 'br' ? BR : GZIP).test(accepted)
}
const BR = /\bbr\b/
const GZIP = /\bgzip\b/

export function send(
  res: ServerResponse,
  req: IncomingMessage,
  requestId: string,
  status: number,
  headers: readonly (readonly [string, string])[],
  body: Buffer,
): void {
  const flat: string[] = []
  for (const [name, value] of SECURITY_HEADERS) flat.push(name, value)
  for (const [name, value] of headers) flat.push(name, value)
  flat.push('x-request-id', requestId, 'content-length', String(body.length))
  res.writeHead(status, flat)
  res.end(req.method === 'HEAD' || status === 304 ? undefined : body)
}
