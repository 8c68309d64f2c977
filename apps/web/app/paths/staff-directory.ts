import { href } from 'react-router'

import { toSlug } from '@fieldhouse/domain/slug'

import { staffBioPath, toNameSlug } from './roster'

// Addresses of the staff directory (SPEC.md 2.1): the directory and its print sheet, a
// department (/staff-directory/{title}-department/{id}), a person of the department's own staff
// (/staff-directory/{first-last}/{id}), a sport's staff, and a person's vCard. A department and
// a person share one address shape; the `-department` ending tells them apart
// (staff-directory-entry.tsx), so a person's name never ends in it.

const DEPARTMENT_SUFFIX = '-department'

type Person = { id: number; firstName: string; lastName: string }

export function staffDirectoryPath(): string {
  return href('/staff-directory')
}

export function staffDirectoryPrintPath(): string {
  return href('/staff-directory/print')
}

/** True for the name segment of a department's address. */
export function isDepartmentSlug(nameSlug: string): boolean {
  return nameSlug.endsWith(DEPARTMENT_SUFFIX)
}

/** /staff-directory/{title}-department/{id}: one department's people. */
export function staffDepartmentPath(department: { id: number; title: string }): string {
  return href('/staff-directory/:nameSlug/:id', {
    nameSlug: `${toSlug(department.title) || 'staff'}${DEPARTMENT_SUFFIX}`,
    id: String(department.id),
  })
}

/** /staff-directory/{first-last}/{id}: the bio of one of the department's own staff. */
export function staffMemberPath(person: Person): string {
  const name = toNameSlug(person, 'staff')
  return href('/staff-directory/:nameSlug/:id', {
    // A name such as "Ticket Department" must not read as a department.
    nameSlug: isDepartmentSlug(name) ? `${name}-staff` : name,
    id: String(person.id),
  })
}

/**
 * A directory entry's bio: a sport's coach or support staff member has it under the sport, where
 * the provider files it (`placement`); the department's own staff in the directory.
 */
export function staffListingPath(
  person: Person & {
    placement: { globalSportNameSlug: string; kind: 'coach' | 'support' } | null
  },
): string {
  const { placement } = person
  return placement
    ? staffBioPath(placement.globalSportNameSlug, placement.kind, person, person.id)
    : staffMemberPath(person)
}

/** /sports/{slug}/staff: a sport's coaches and support staff. */
export function sportStaffPath(slug: string): string {
  return href('/sports/:slug/staff', { slug })
}

/** A person's contact card (vCard) for an address book. */
export function staffVCardPath(staffId: number): string {
  return href('/staff-directory/vcard/:staffId', { staffId: String(staffId) })
}
