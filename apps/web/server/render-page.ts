import { createRequestHandler, type ServerBuild } from 'react-router'

import { env } from '../app/utils/env.server'

import { setPageHeaders } from './cache-control'
import { getContentSecurityPolicy, type CspOptions } from './content-security-policy'

export type RenderPage = (request: Request) => Promise<Response>

const CSP_OPTIONS: CspOptions = {
  reportOnly: env.CSP_REPORT_ONLY ?? false,
  scriptOrigins: env.CSP_SCRIPT_ORIGINS,
  connectOrigins: env.CSP_CONNECT_ORIGINS,
  imgOrigins: env.CSP_IMG_ORIGINS,
  frameOrigins: env.CSP_FRAME_ORIGINS,
}

/**
 * React Router's answer with what the server adds to every page: Cache-Control (and Retry-After
 * on a 503), and for HTML a Content-Security-Policy naming the page's own inline scripts. The
 * whole document is rendered before the first byte anyway (entry.server.tsx), so reading it
 * here to hash its scripts delays nothing.
 */
export function createPageRenderer(build: ServerBuild): RenderPage {
  const handleRequest = createRequestHandler(build, 'production')
  return async (request) => {
    const response = await handleRequest(request)
    setPageHeaders(request, response, env.PAGE_CACHE_TTL_S)
    if (!response.headers.get('content-type')?.startsWith('text/html') || !response.body) {
      return response
    }
    const html = await response.text()
    const csp = getContentSecurityPolicy(html, CSP_OPTIONS)
    const headers = new Headers(response.headers)
    headers.set(csp.name, csp.value)
    return new Response(html, { status: response.status, headers })
  }
}
