import { data } from 'react-router'
import { z } from 'zod'

import { NotFound } from '~/components/not-found'
import { RouteErrorBoundary } from '~/components/route-error-boundary'

import type { Route } from './+types/not-found'

// Only site-relative paths are echoed back; anything else is replaced by the page's own.
const PathSchema = z
  .string()
  .max(2048)
  .regex(/^\/(?!\/)/)
  .catch('/404')

export function loader({ request }: Route.LoaderArgs) {
  const path = PathSchema.parse(new URL(request.url).searchParams.get('path') ?? '/404')
  return data({ path }, { status: 404, headers: { 'Cache-Control': 'no-store' } })
}

export default function NotFoundPage({ loaderData }: Route.ComponentProps) {
  return <NotFound heading="Page not found" path={loaderData.path} />
}

export const ErrorBoundary = RouteErrorBoundary
