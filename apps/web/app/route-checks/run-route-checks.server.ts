import { redirect, redirectDocument } from 'react-router'

import { notFound } from '../utils/loaded'

import type { CheckOutcome } from './check-outcome'
import { ROUTE_CHECKS } from './declared-checks'
import { findPageRedirect, loadRedirectMatcher } from './redirect-rules.server'
import { runChecks } from './registry.server'

/** A longer address is nobody's page: no check looks at it, it is the 404 page's. */
const MAX_CHECKED_LENGTH = 2048

export type CheckRedirect = Extract<CheckOutcome, { kind: 'redirect' }>

/**
 * SPEC 4: what the 404 page runs (legacy URLs, the provider's rules, external paths) for an
 * address no screen answers, before it is sent to /404: where to go instead, or null for the
 * 404 page. Shared by the front door (server/front-door.ts) and the catch-all route.
 */
export async function getNotFoundRedirect(
  url: URL,
  signal: AbortSignal,
): Promise<CheckRedirect | null> {
  if (url.pathname.length + url.search.length > MAX_CHECKED_LENGTH) return null
  const outcome = await runChecks(ROUTE_CHECKS['not-found'], { url, signal })
  return outcome.kind === 'redirect' ? outcome : null
}

/**
 * A screen's own runnable checks, for its loader (login and tickets run the provider's rules):
 * throws the redirect (a full browser navigation when it leaves the site) or the 404.
 */
export async function requireRouteChecks(
  kind: keyof typeof ROUTE_CHECKS,
  url: URL,
  signal: AbortSignal,
): Promise<void> {
  const outcome = await runChecks(ROUTE_CHECKS[kind], { url, signal })
  if (outcome.kind === 'not-found') throw notFound()
  if (outcome.kind === 'redirect') {
    throw outcome.external
      ? redirectDocument(outcome.location, outcome.status)
      : redirect(outcome.location, outcome.status)
  }
}

/**
 * The global route-rule redirect for a render (the root loader): throws the redirect the
 * provider's rules give the page's address. The front door answers most requests with it before
 * the page cache; this covers what reaches React Router otherwise, above all a client
 * navigation's data request, whose redirect React Router encodes for the browser's router.
 * GET and HEAD only (a form post is answered where it was sent), never the 404 page itself
 * (a rule from /404 would send the 404 page's visitors round in a circle). Never waits: without
 * rules read yet, there is no redirect (docs/decisions/033).
 */
export function requirePageRules(request: Request, url: URL): void {
  if (request.method !== 'GET' && request.method !== 'HEAD') return
  if (url.pathname === '/404') return
  const moved = findPageRedirect(url.pathname)
  if (moved) throw redirect(moved.location, moved.status)
}

/**
 * What the web server's front door takes from the build (app/entry.server.tsx exports it), so
 * the front door and the renders share one provider client and one compiled rule set.
 */
export const frontDoorChecks = {
  getNotFoundRedirect,
  findPageRedirect,
  /** Started before the server listens, so the first pages already meet the rules. */
  readRedirectRules: () => loadRedirectMatcher().then(() => undefined),
}

export type FrontDoorChecks = typeof frontDoorChecks
