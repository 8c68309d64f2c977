import type { Writable } from 'node:stream'

import type { ReactNode } from 'react'
import { renderToPipeableStream, renderToString } from 'react-dom/server'
import {
  ServerRouter,
  isRouteErrorResponse,
  type EntryContext,
  type HandleErrorFunction,
} from 'react-router'

import { MarkupCacheContext, type MarkupCache } from './components/cached-list'
import { toDocumentResponse } from './render/index.server'
import { logger } from './utils/logger.server'

export const streamTimeout = 5_000

// The addresses answered outside the route table (docs/decisions/028), exported here so the web
// server takes them from the build and they share its modules (one provider client and cache).
export { endpoints } from './endpoints/index.server'
// The same for the route checks the front door runs before the page cache (decision 033).
export { frontDoorChecks } from './route-checks/run-route-checks.server'

// Pages hold no deferred data, so the whole document is rendered before the first byte: one
// complete, cacheable response for visitors and crawlers alike. Since nothing is sent early
// anyway, the document is collected into one buffer rather than streamed: React writes it in
// about twenty 4 KB pieces, and each piece passed through a Node stream, a web stream and the
// compressor costs more than the copy (docs/performance.md). The buffer goes to the production
// renderer beside the Response (render/document-body.server.ts).
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode
    const { pipe, abort } = renderToPipeableStream(
      <MarkupCacheContext value={renderCached}>
        <ServerRouter context={routerContext} url={request.url} />
      </MarkupCacheContext>,
      {
        // React moves a Suspense boundary bigger than this many bytes out of place: its
        // fallback first, the content at the end of the page with a script that swaps it in,
        // a few hundred milliseconds later, since React batches such reveals. That helps a page
        // streamed in pieces; these are sent whole, so every boundary stays where it is (the
        // sport home's splash, 13 KB, was painted last).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          pipe(
            collectDocument((body) => {
              clearTimeout(timeout)
              responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
              resolve(toDocumentResponse(request, body, { headers: responseHeaders, status }))
            }, reject),
          )
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          status = 500
          logger.error({ err: error }, 'render error')
        },
      },
    )
    const timeout = setTimeout(abort, streamTimeout + 1000)
  })
}

// What React writes the document into: the pieces, kept until the end. React's Node renderer
// needs only write, end, destroy and on from its destination; a Writable put each of a page's
// ~25 pieces (and every long string, turned into a Buffer first) through the stream machinery.
function collectDocument(
  done: (body: Buffer<ArrayBuffer>) => void,
  fail: (error: unknown) => void,
): Writable {
  const pieces: (Uint8Array | string)[] = []
  const sink = {
    write(piece: Uint8Array | string) {
      pieces.push(piece)
      return true
    },
    end() {
      done(
        Buffer.concat(
          pieces.map((piece) => (typeof piece === 'string' ? Buffer.from(piece) : piece)),
        ),
      )
    },
    destroy(error: unknown) {
      fail(error)
    },
    on() {
      return sink
    },
  }
  return sink as unknown as Writable
}

// The menus' markup, rendered once per provider answer (components/cached-list.tsx). Keys are
// the answers' own objects, so an entry lives exactly as long as the answer it was made from.
const cachedMarkup = new WeakMap<object, Map<string, string>>()

const renderCached: MarkupCache = (key: object, variant: string, render: () => ReactNode) => {
  let variants = cachedMarkup.get(key)
  if (!variants) {
    variants = new Map()
    cachedMarkup.set(key, variants)
  }
  let html = variants.get(variant)
  if (html === undefined) {
    html = renderToString(render())
    variants.set(variant, html)
  }
  return html
}

// Expected outcomes (a 404, a 405 for a POST to a page, a visitor who navigated away) are not
// errors worth a stack trace; everything else is logged once, with the request id.
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return
  if (isRouteErrorResponse(error) && error.status < 500) return
  logger.error({ err: error, url: request.url }, 'unhandled route error')
}
