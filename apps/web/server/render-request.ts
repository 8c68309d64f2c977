import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

import { toDismissalCookie } from '../app/shell/alert-cookie.server'

// What the front door (front-door.ts) reads of a request before it answers: its address, its
// request id, and the request a page is rendered from.

export function parseUrl(raw: string | undefined): URL | null {
  try {
    return new URL(raw ?? '/', 'http://localhost')
  } catch {
    return null
  }
}

export function getRequestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id']
  return (typeof given === 'string' && given.slice(0, 100)) || randomUUID()
}

export function toVariantKey(variant: number[]): string {
  return variant.length > 0 ? `\n${variant.join('.')}` : ''
}

/**
 * What the page is rendered from: its path and declared parameters only, and of the visitor's
 * cookies only the dismissals that matter. Nothing else one visitor sends reaches the markup
 * another visitor is served.
 */
export function toRenderRequest(pathAndQuery: string, variant: number[], siteUrl: string): Request {
  const headers: Record<string, string> = { accept: 'text/html' }
  if (variant.length > 0) {
    headers.cookie = toDismissalCookie(variant)
  }
  return new Request(new URL(pathAndQuery, siteUrl), { headers })
}
