import { redirect } from 'react-router'

import type { Route } from './+types/splat'

// SPEC.md 2.1: any unknown path redirects to /404, which names the path that was asked for.
// `url`, not request.url: the page's address without React Router's data-request details.
export function loader({ url }: Route.LoaderArgs) {
  return redirect(`/404?path=${encodeURIComponent(url.pathname + url.search)}`)
}
