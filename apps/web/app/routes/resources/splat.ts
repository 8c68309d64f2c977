import { redirect } from 'react-router'

import { toNotFoundLocation } from '~/render'

import type { Route } from './+types/splat'

// SPEC.md 2.1: any unknown path redirects to /404, which names the path that was asked for. The
// page cache's front door answers most of these itself (server/front-door.ts); this route
// answers the rest (other methods, the page cache off). `url`, not request.url: the page's
// address without React Router's data-request details.
export function loader({ url }: Route.LoaderArgs) {
  return redirect(toNotFoundLocation(url.pathname + url.search))
}
