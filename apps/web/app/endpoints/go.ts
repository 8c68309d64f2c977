import { redirect } from 'react-router'

import { toSitePath } from '@fieldhouse/domain/site-path'

import type { EndpointArgs } from '~/paths/endpoints'
import { getQuery } from '~/utils/query'

// The jump menu's target (components/ui/season-selector.tsx). A plain GET form can only add
// `?to=...` to its action, but seasons live in the path (/sports/{slug}/roster/{season}), so
// the form names the address it wants and this route sends the browser there: a 302, since the
// answer depends on the query, and never stored. Only paths on this site, so it is no open
// redirect. With JavaScript the selector navigates itself and this route is not asked.
const QUERY = ['to'] as const

export function loader({ request }: Pick<EndpointArgs<'/go'>, 'request'>) {
  const path = toSitePath(getQuery(request, QUERY).to)
  if (path === null) {
    return new Response('Choose a page of this site.', {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
  return redirect(path, { status: 302, headers: { 'Cache-Control': 'no-store' } })
}
