import { href, redirect } from 'react-router'

import type { EndpointArgs } from '~/paths/endpoints'

// SPEC.md 2.1: /otd is another address of On This Day: a permanent move, the query kept (the
// page itself decides what its month and day mean).
export function loader({ url }: Pick<EndpointArgs<'/otd'>, 'url'>) {
  return redirect(href('/on-this-day') + url.search, 301)
}
