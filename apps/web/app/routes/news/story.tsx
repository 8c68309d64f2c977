import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import { notFound } from '~/utils/loaded'

// The news story page (issue 19): being built; until then every story is a 404.
export function loader() {
  throw notFound()
}

export default function StoryPage() {
  return null
}

export const ErrorBoundary = RouteErrorBoundary
