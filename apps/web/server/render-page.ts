import { createRequestHandler, type ServerBuild } from 'react-router'

import { MEASUREMENT_SCRIPT_ORIGINS } from '../app/measurement/measurement-origins.server'
import { askForDocumentBuffer, takeDocumentBuffer } from '../app/render/index.server'
import type { ServerEndpoints } from '../app/endpoints/index.server'
import type { FrontDoorChecks } from '../app/route-checks/run-route-checks.server'
import { env } from '../app/utils/env.server'
import { forProviderCalls } from '../app/utils/provider-signal.server'

import { setPageHeaders } from './cache-control'
import { getContentSecurityPolicy, type CspOptions } from './content-security-policy'
import { toSnapshot, type Snapshot } from './page-cache'

/** A page rendered whole, body read: what the front door and the page cache keep and send. */
export type RenderPage = (request: Request) => Promise<Snapshot>

const CSP_OPTIONS: CspOptions = {
  reportOnly: env.CSP_REPORT_ONLY ?? false,
  // The operator's own list and measurement's configured origins (none by default, decision 023).
  scriptOrigins: [...new Set([...env.CSP_SCRIPT_ORIGINS, ...MEASUREMENT_SCRIPT_ORIGINS])],
  connectOrigins: env.CSP_CONNECT_ORIGINS,
  imgOrigins: env.CSP_IMG_ORIGINS,
  frameOrigins: env.CSP_FRAME_ORIGINS,
}

/**
 * React Router's answer with what the server adds to every page: Cache-Control (and Retry-After
 * on a 503), and for HTML a Content-Security-Policy naming the page's own inline scripts. The
 * whole document is rendered before the first byte anyway (entry.server.tsx), so reading it
 * here to hash its scripts delays nothing; it is read once, into the snapshot that is sent.
 */
export function createPageRenderer(build: ServerBuild): RenderPage {
  const handleRequest = createRequestHandler(build, 'production')
  const endpoints = getEndpoints(build)
  return async (request) => {
    forProviderCalls(request.signal)
    // The addresses without a page are answered before React Router (docs/decisions/028).
    let response = await endpoints.answer(request)
    if (!response) {
      askForDocumentBuffer(request)
      response = await handleRequest(request)
    }
    setPageHeaders(request, response, env.PAGE_CACHE_TTL_S)
    const snapshot = await toSnapshot(response, takeDocumentBuffer(response))
    // A route that sends its own policy (the pages outside the shell, route-checks/
    // plain-page.server.ts) keeps it: a second one would be enforced as well, and win.
    const ownPolicy = response.headers.has('content-security-policy')
    const isHtml = response.headers.get('content-type')?.startsWith('text/html')
    if (isHtml && !ownPolicy && snapshot.body.length) {
      const csp = getContentSecurityPolicy(snapshot.body, CSP_OPTIONS)
      snapshot.headers.push([csp.name, csp.value])
    }
    return snapshot
  }
}

/** The endpoints the build's server entry exports (app/entry.server.tsx). */
export function getEndpoints(build: ServerBuild): ServerEndpoints {
  return (build.entry.module as unknown as { endpoints: ServerEndpoints }).endpoints
}

/** The route checks the build's server entry exports, for the front door. */
export function getFrontDoorChecks(build: ServerBuild): FrontDoorChecks {
  return (build.entry.module as unknown as { frontDoorChecks: FrontDoorChecks }).frontDoorChecks
}

/** A snapshot as a fetch Response, for the Hono app. */
export function toResponse({ status, headers, body }: Snapshot): Response {
  return new Response(body.length > 0 ? new Uint8Array(body) : null, { status, headers })
}
