import { redirect, redirectDocument } from 'react-router'

import { isExternalPath } from '@fieldhouse/domain/external-paths'

import { matchEndpoint } from '~/paths/endpoint-match'
import { toNotFoundLocation } from '~/render'
import { answerExternalPath } from '~/route-checks/external-path-page.server'
import { getNotFoundRedirect } from '~/route-checks/run-route-checks.server'

import type { Route } from './+types/splat'

// SPEC.md 2.1: the paths served outside the application (/watch, /gameday/ ...) are answered
// here, always (route-checks/external-path-page.server.ts; the front door passes them through).
// Any other unknown path redirects to /404, which names the path that was asked for, unless the
// 404 page's checks send it elsewhere first (SPEC 4: legacy URLs, the provider's rules;
// route-checks/). The page cache's front door answers most of those itself
// (server/front-door.ts, with the same checks); this route answers the rest (other methods,
// client-side navigations' data requests, the dev server). `url`, not request.url: the page's
// address without React Router's data-request details.
export async function loader({ url, request }: Route.LoaderArgs) {
  if (isExternalPath(url.pathname)) return answerExternalPath(url)
  // An endpoint (/otd, a calendar file, a feed: docs/decisions/028) is unknown to the browser's
  // router, so a menu link to one arrives here as a client-side navigation's data request: the
  // browser loads it as a document instead, which the endpoint answers.
  if (matchEndpoint(url.pathname)) return redirectDocument(url.pathname + url.search, 302)
  const moved = await getNotFoundRedirect(url, request.signal)
  if (moved) {
    // A client-side navigation to another site must be a full browser navigation.
    return moved.external
      ? redirectDocument(moved.location, moved.status)
      : redirect(moved.location, moved.status)
  }
  return redirect(toNotFoundLocation(url.pathname + url.search))
}
