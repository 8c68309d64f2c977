import { redirect } from 'react-router'

import type { EndpointArgs } from '~/paths/endpoints'
import { onThisDayPath } from '~/paths/on-this-day'

// SPEC.md 2.1: /otd is another address of On This Day: a permanent move, the query kept (the
// page itself decides what its month and day mean).
export function loader({ url }: Pick<EndpointArgs<'/otd'>, 'url'>) {
  return redirect(onThisDayPath() + url.search, 301)
}
