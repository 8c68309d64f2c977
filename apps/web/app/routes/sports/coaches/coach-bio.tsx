import { href } from 'react-router'

import { RouteErrorBoundary } from '~/shell/route-error-boundary'

import type { Route } from './+types/coach-bio'
import { loadStaffBio } from './staff-bio.server'
import { StaffBioPage, staffBioMeta } from './staff-bio-page'

// /sports/{slug}/roster/coaches/{coachName}/{coachId} (SPEC.md 2.1). The support staff bio is
// the same page under /roster/staff/: one loader and component, two screen kinds.
export async function loader({ params, request }: Route.LoaderArgs) {
  const asked = href('/sports/:slug/roster/coaches/:coachName/:coachId', params)
  return loadStaffBio({ slug: params.slug, id: params.coachId }, 'coach', asked, request)
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData ? staffBioMeta(loaderData, matches) : []
}

export default function CoachBio({ loaderData }: Route.ComponentProps) {
  return <StaffBioPage data={loaderData} />
}

export const ErrorBoundary = RouteErrorBoundary
