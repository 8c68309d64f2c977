import { redirect } from 'react-router'

import type { EndpointArgs } from '~/paths/endpoints'

// SPEC.md 2.1: the older spelling without the hyphen (/historicalroster,
// /sports/{slug}/historicalroster) moves permanently to the hyphenated address, query and all.
// Trailing slashes go too: left in, the address did not end in the old spelling and the
// redirect pointed at itself.
export function loader({ url }: Pick<EndpointArgs<'/historicalroster'>, 'url'>) {
  const path = url.pathname.replace(/\/+$/, '').replace(/historicalroster$/i, 'historical-roster')
  return redirect(path + url.search, 301)
}
