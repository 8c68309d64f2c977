import { redirect } from 'react-router'

import type { Route } from './+types/splat'

// SPEC.md 2.1: any unknown path redirects to /404, which names the path that was asked for.
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  return redirect(`/404?path=${encodeURIComponent(url.pathname + url.search)}`)
}
