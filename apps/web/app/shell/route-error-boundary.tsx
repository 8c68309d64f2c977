import { isRouteErrorResponse, useLocation, useRouteError, useRouteLoaderData } from 'react-router'

import type { ShellData } from '~/shell/shell-data.server'

import { FatalError } from './fatal-error'
import { NotFound } from './not-found'

// The one page-level error boundary (STYLE.md): each route module re-exports it, so errors
// render inside the page shell with the right status.
export function RouteErrorBoundary() {
  const error = useRouteError()
  const location = useLocation()
  const shell = useRouteLoaderData('root') as ShellData | undefined
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFound heading="Page Not Found" path={location.pathname + location.search} />
  }
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unknown error'
  return <FatalError supportEmail={shell?.supportEmail ?? null} message={message} />
}
