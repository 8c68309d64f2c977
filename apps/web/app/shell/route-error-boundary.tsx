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
  const path = location.pathname + location.search
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
