import { isExternalPath } from '@fieldhouse/domain/external-paths'

import { env } from '../utils/env.server'

import { PASS, type CheckContext, type CheckOutcome } from './check-outcome'

// SPEC 2.1 / 4 "external-urls": /watch, /galleries, /gameday/ ... are served outside the
// application. Links to them are full navigations (components/smart-link.tsx); a request for
// one that reaches this server goes on to EXTERNAL_ORIGIN, the school's origin that serves them,
// with its path and query (the host is configured, never taken from the address, so nothing a
// visitor types can send anyone elsewhere). Without EXTERNAL_ORIGIN the check passes and the
// catch-all route says so on a page of its own (external-path-page.server.ts).
export function checkExternalPath(
  { url }: Pick<CheckContext, 'url'>,
  origin = env.EXTERNAL_ORIGIN,
): CheckOutcome {
  if (!origin || !isExternalPath(url.pathname)) return PASS
  return {
    kind: 'redirect',
    location: new URL(url.pathname + url.search, origin).href,
    status: 302,
    external: true,
  }
}
