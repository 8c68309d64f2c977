import { redirect } from 'react-router'

import type { Route } from './+types/historical-roster-spelling'

// SPEC.md 2.1: the older spelling without the hyphen (/historicalroster,
// /sports/{slug}/historicalroster) moves permanently to the hyphenated address, query and all.
export function loader({ url }: Route.LoaderArgs) {
  return redirect(url.pathname.replace(/historicalroster$/i, 'historical-roster') + url.search, 301)
}
