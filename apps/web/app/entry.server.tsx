import { Writable } from 'node:stream'

import { renderToPipeableStream } from 'react-dom/server'
import {
  ServerRouter,
  isRouteErrorResponse,
  type EntryContext,
  type HandleErrorFunction,
} from 'react-router'

import { logger } from './utils/logger.server'

export const streamTimeout = 5_000

// Pages hold no deferred data, so the whole document is rendered before the first byte: one
// complete, cacheable response for visitors and crawlers alike. Since nothing is sent early
// anyway, the document is collected into one buffer rather than streamed: React writes it in
// about twenty 4 KB pieces, and each piece passed through a Node stream, a web stream and the
// compressor costs more than the copy (docs/performance.md).
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
      <ServerRouter context={routerContext} url={request.url} />,
      {
        onAllReady() {
          const chunks: Buffer[] = []
          const body = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk)
              callback()
            },
            final(callback) {
              clearTimeout(timeout)
              responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
              resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status }))
              callback()
            },
          })
          pipe(body)
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

// Expected outcomes (a 404, a 405 for a POST to a page, a visitor who navigated away) are not
// errors worth a stack trace; everything else is logged once, with the request id.
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return
  if (isRouteErrorResponse(error) && error.status < 500) return
  logger.error({ err: error, url: request.url }, 'unhandled route error')
}
