import { groupStaffByDepartment } from '@fieldhouse/domain/staff-groups'
import type {
  StaffDepartment,
  StaffDirectorySettings,
} from '@fieldhouse/provider-client/staff-directory'
import type { StaffMember } from '@fieldhouse/provider-client/staff'

import { staffDepartmentPath, staffListingPath } from '~/paths/staff-directory'

// What a listing of people shows (the directory, a department, a sport's staff, the print
// sheet), projected on the server: the listings are markup made here (decision 017), so none of
// this reaches the browser's JavaScript.

/** A column of the directory's table besides the name (Staff/settings `columns`). */
export type StaffColumn = { key: 'title' | 'email' | 'phone'; label: string }

export type StaffRowView = {
  id: number
  name: string
  title: string | null
  email: string | null
  phone: string | null
  /** The headshot, or the site's default person image; null for neither. */
  image: string | null
  /** The person's bio: under the sport for a sport's staff, in the directory otherwise. */
  path: string
  /** A sport's coach or support staff member (placement), or the department's own staff. */
  kind: 'coach' | 'support' | 'staff'
}

export type StaffGroupView = {
  id: number | null
  /** The section's id in the page, unique among the groups (in-page links jump to it). */
  anchor: string
  title: string
  /** The department's page; null for people the provider files under none. */
  path: string | null
  people: StaffRowView[]
}

const FIELDS: Record<string, StaffColumn['key']> = {
  staff_title: 'title',
  staff_email: 'email',
  staff_phone: 'phone',
}

const DEFAULT_COLUMNS: StaffColumn[] = [
  { key: 'title', label: 'Title' },
  { key: 'phone', label: 'Phone' },
  { key: 'email', label: 'Email' },
]

/**
 * The table's columns as the directory's settings name them, in their order; fields the site
 * does not know are left out, and without settings (or none known) title, phone and e-mail.
 */
export function toStaffColumns(settings: StaffDirectorySettings | null): StaffColumn[] {
  const columns = (settings?.columns ?? []).flatMap((column): StaffColumn[] => {
    const key = FIELDS[column.field]
    return key ? [{ key, label: column.title.trim() || DEFAULT_LABELS[key] }] : []
  })
  const unique = columns.filter((column, i) => columns.findIndex((c) => c.key === column.key) === i)
  return unique.length > 0 ? unique : DEFAULT_COLUMNS
}

const DEFAULT_LABELS: Record<StaffColumn['key'], string> = {
  title: 'Title',
  email: 'Email',
  phone: 'Phone',
}

export function toStaffRowView(member: StaffMember, defaultImage: string | null): StaffRowView {
  return {
    id: member.id,
    name: `${member.firstName} ${member.lastName}`.trim(),
    title: member.title,
    email: member.email,
    phone: member.phone,
    image: member.image?.url ?? defaultImage,
    path: staffListingPath(member),
    kind: member.placement?.kind ?? 'staff',
  }
}

/** The directory's groups in its order, each linked to its department's page. */
export function toStaffGroupViews(
  members: readonly StaffMember[],
  defaultImage: string | null,
): StaffGroupView[] {
  return groupStaffByDepartment(members, 'Staff').map((group) => ({
    id: group.id,
    anchor: `department-${group.id ?? 'other'}`,
    title: group.title,
    path: group.id === null ? null : staffDepartmentPath({ id: group.id, title: group.title }),
    people: group.members.map((member) => toStaffRowView(member, defaultImage)),
  }))
}

/** The departments as a menu: name and page. */
export function toDepartmentLinks(departments: readonly StaffDepartment[]) {
  return departments.map((department) => ({
    id: department.id,
    title: department.title,
    path: staffDepartmentPath(department),
  }))
}
