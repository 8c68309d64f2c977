import { href } from 'react-router'

import { RouteErrorBoundary } from '~/shell/route-error-boundary'

import type { Route } from './+types/support-staff-bio'
import { loadStaffBio } from './staff-bio.server'
import { StaffBioPage, staffBioMeta } from './staff-bio-page'

// /sports/{slug}/roster/staff/{supportStaffName}/{supportStaffId} (SPEC.md 2.1): the coach bio's
// page for trainers, operations and video staff.
export async function loader({ params, request }: Route.LoaderArgs) {
  const asked = href('/sports/:slug/roster/staff/:supportStaffName/:supportStaffId', params)
  const bioParams = { slug: params.slug, id: params.supportStaffId }
  return loadStaffBio(bioParams, 'support', asked, request)
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData ? staffBioMeta(loaderData, matches) : []
}

export default function SupportStaffBio({ loaderData }: Route.ComponentProps) {
  return <StaffBioPage data={loaderData} />
}

export const ErrorBoundary = RouteErrorBoundary
