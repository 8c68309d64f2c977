import { Outlet } from 'react-router'

import { RouteErrorBoundary } from '~/shell/route-error-boundary'

// The coaching records screen (kind 'coaching-records', routes.ts): a pathless layout whose only
// job is to carry the kind for its two views, /coaches/year and /coaches/overall, which are its
// child routes with their own loaders, so each page sends only the table it shows.
export default function CoachingRecords() {
  return <Outlet />
}

export const ErrorBoundary = RouteErrorBoundary
