import { data } from 'react-router'

import { NotFound } from '~/components/not-found'
import { toEchoPath } from '~/render'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import { useQuery, type RouteHandle } from '~/utils/query'

// SPEC.md 2.1: unknown paths redirect here with ?path=. The page names that path, read from the
// location rather than sent in the loader data: the markup is then one template for every
// path, which the page cache fills in (server/not-found-template.ts) instead of rendering a
// page per unknown path.
export const handle = { query: ['path'] } as const satisfies RouteHandle

export function loader() {
  return data(null, { status: 404 })
}

export default function NotFoundPage() {
  const { path } = useQuery(handle.query)
  return <NotFound heading="Page not found" path={toEchoPath(path)} />
}

export const ErrorBoundary = RouteErrorBoundary
