import { lazy, Suspense } from 'react'
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router'

import type { RouteErrorKind } from '~/components/route-error-page'

import { useShell } from './use-shell'

// The one page-level error boundary (STYLE.md): each route module re-exports it, so errors
// render inside the page shell with the right status: 404 'Page Not Found', 503 'Temporarily
// unavailable', anything else SPEC.md 8's 'Something went wrong'. The pages themselves are
// loaded only on an error (the server waits for them; the browser hydrates them once loaded), so
// they cost no page that renders fine a byte.
const RouteErrorPage = lazy(() => import('~/components/route-error-page'))

export function ErrorPageFor(props: RouteErrorKind) {
  return (
    <Suspense>
      <RouteErrorPage {...props} />
    </Suspense>
  )
}

export function RouteErrorBoundary() {
  const error = useRouteError()
  const location = useLocation()
  const shell = useShell()
  // SPEC 8 names the path, not the query; and the server renders from the canonical query
  // (declared names only, sorted: server/cache-key.ts), which is not the address bar's, so
  // showing the query would differ between server and browser and break hydration.
  const path = location.pathname
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorPageFor kind="not-found" path={path} />
  }
  if (isRouteErrorResponse(error) && error.status === 503) {
    return <ErrorPageFor kind="unavailable" path={path} />
  }
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unknown error'
  return <ErrorPageFor kind="fatal" supportEmail={shell.supportEmail} message={message} />
}
