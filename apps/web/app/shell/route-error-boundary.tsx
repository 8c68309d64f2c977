import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router'

import { FatalError } from '~/components/fatal-error'
import { NotFound } from '~/components/not-found'
import { Unavailable } from '~/components/unavailable'

import { useShell } from './use-shell'

// The one page-level error boundary (STYLE.md): each route module re-exports it, so errors
// render inside the page shell with the right status: 404 'Page Not Found', 503 'Temporarily
// unavailable', anything else SPEC.md 8's 'Something went wrong'.
export function RouteErrorBoundary() {
  const error = useRouteError()
  const location = useLocation()
  const shell = useShell()
  // SPEC 8 names the path, not the query; and the server renders from the canonical query
  // (declared names only, sorted: server/cache-key.ts), which is not the address bar's, so
  // showing the query would differ between server and browser and break hydration.
  const path = location.pathname
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFound heading="Page Not Found" path={path} />
  }
  if (isRouteErrorResponse(error) && error.status === 503) return <Unavailable path={path} />
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unknown error'
  return <FatalError supportEmail={shell.supportEmail} message={message} />
}
