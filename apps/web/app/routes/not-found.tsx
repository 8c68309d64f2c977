import { data } from 'react-router'
import { z } from 'zod'

import { NotFound } from '~/components/not-found'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import { getQuery, type RouteHandle } from '~/utils/query'

import type { Route } from './+types/not-found'

// Only site-relative paths are echoed back; anything else is replaced by the page's own.
const PathSchema = z
  .string()
  .max(2048)
  .regex(/^\/(?!\/)/)
  .catch('/404')

export const handle = { query: ['path'] } as const satisfies RouteHandle

export function loader({ request }: Route.LoaderArgs) {
  const path = PathSchema.parse(getQuery(request, handle.query).path ?? '/404')
  return data({ path }, { status: 404 })
}

export default function NotFoundPage({ loaderData }: Route.ComponentProps) {
  return <NotFound heading="Page not found" path={loaderData.path} />
}

export const ErrorBoundary = RouteErrorBoundary
