import { redirect } from 'react-router'

import type { EndpointArgs } from './paths'

// SPEC.md 2.1: the older spelling without the hyphen (/historicalroster,
// /sports/{slug}/historicalroster) moves permanently to the hyphenated address, query and all.
export function loader({ url }: Pick<EndpointArgs<'/historicalroster'>, 'url'>) {
  return redirect(url.pathname.replace(/historicalroster$/i, 'historical-roster') + url.search, 301)
}
