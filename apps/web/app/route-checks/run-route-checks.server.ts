import { redirect, redirectDocument } from 'react-router'

import { notFound } from '../utils/loaded'

import type { CheckOutcome } from './check-outcome'
import { ROUTE_CHECKS } from './declared-checks'
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
