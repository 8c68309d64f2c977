import type { StaffMember } from '@fieldhouse/provider-client/staff'

import { sportStaffPath } from '~/paths/staff-directory'
import { withServerOnly } from '~/render/index.server'
import { requireCanonical } from '~/utils/canonical.server'
import { requireSport } from '~/utils/sport.server'

import { toStaffRowView, type StaffGroupView } from './staff-directory-view.server'
import { loadStaffList } from './staff-list.server'

// Each section's own anchor: none is a department of the directory (all have id null).
const SECTIONS = [
  { kind: 'coach', title: 'Coaching staff', anchor: 'coaching-staff' },
  { kind: 'support', title: 'Support staff', anchor: 'support-staff' },
  { kind: 'staff', title: 'Staff', anchor: 'staff' },
] as const

/**
 * /sports/{slug}/staff: the sport's department of the directory (its id and title are the
 * sport's), coaches first, then support staff, each linking the bio where the provider files
 * it. An unknown sport is a 404, the directory unreadable a 503; a sport with nobody listed is
 * a page that says so. A sport's short name moves to its slug's address.
 */
export async function loadSportStaffPage(params: { slug?: string }, request: Request) {
  const sport = await requireSport(params, request.signal)
  const path = sportStaffPath(sport.globalSportNameSlug)
  requireCanonical(sportStaffPath(params.slug ?? ''), path)
  const staff = await loadStaffList(request, { departmentId: sport.id }, toSections, {
    name: `${sport.title} staff`,
    path,
  })
  const data = { sport: sport.summary, count: staff.count, list: staff.list }
  return withServerOnly(data, 'structuredData', staff.structuredData)
}

/** Coaches first, then support staff, then the department's own staff; empty ones left out. */
function toSections(members: StaffMember[], defaultImage: string | null): StaffGroupView[] {
  const people = members.map((member) => toStaffRowView(member, defaultImage))
  return SECTIONS.flatMap(({ kind, title, anchor }) => {
    const placed = people.filter((person) => person.kind === kind)
    return placed.length > 0 ? [{ id: null, anchor, title, path: null, people: placed }] : []
  })
}
