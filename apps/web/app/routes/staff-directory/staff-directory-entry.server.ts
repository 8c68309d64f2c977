import { createElement } from 'react'

import { toBioPerson } from '~/components/people/staff-person'
import {
  isDepartmentSlug,
  sportStaffPath,
  staffDepartmentPath,
  staffListingPath,
  staffVCardPath,
} from '~/paths/staff-directory'
import { serverSection, withServerOnly } from '~/render/index.server'
import { requireCanonical } from '~/utils/canonical.server'
import { getSiteUrl } from '~/utils/env.server'
import { notFound, requireLoaded } from '~/utils/loaded'
import { requireId, requireSlug } from '~/utils/params'
import { provider } from '~/utils/provider.server'
import { toSiteIdentity } from '~/utils/site-identity'

import {
  toStaffListStructuredData,
  toStaffProfileStructuredData,
} from './staff-directory-structured-data'
import { toStaffColumns, toStaffRowView } from './staff-directory-view.server'
import { StaffTable } from './staff-groups.server'

// /staff-directory/{nameSlug}/{id} (SPEC.md 2.1) is a department when the name ends in
// -department, a person otherwise: one address shape, one loader that tells them apart.

export type StaffEntryData = Awaited<ReturnType<typeof loadStaffDirectoryEntry>>

export async function loadStaffDirectoryEntry(
  params: { nameSlug?: string; id?: string },
  askedPath: string,
  request: Request,
) {
  const nameSlug = requireSlug(params.nameSlug)
  const id = requireId(params.id)
  return isDepartmentSlug(nameSlug)
    ? loadDepartment(id, askedPath, request)
    : loadMember(id, askedPath, request)
}

/**
 * A department's people. The department is the main item (unknown → 404, the list unreadable
 * → 503); another spelling of its name moves to its one address. A sport's department links the
 * sport's staff page.
 */
async function loadDepartment(id: number, askedPath: string, request: Request) {
  const { signal } = request
  const departments = requireLoaded(await provider.loadStaffDepartments({ signal }))
  const department = departments.find((entry) => entry.id === id)
  if (!department) throw notFound()
  const path = staffDepartmentPath(department)
  requireCanonical(askedPath, path)
  const [loaded, settings, siteSettings, sports] = await Promise.all([
    provider.loadWholeStaffDirectory({ departmentId: id }, { signal }),
    provider.getStaffDirectorySettings({ signal }),
    provider.getSiteSettings({ signal }),
    provider.getSports({ signal }),
  ])
  const defaultImage = siteSettings?.siteConfig.defaultPersonImage ?? null
  const people = requireLoaded(loaded).map((member) => toStaffRowView(member, defaultImage))
  // A sport's staff is the department with the sport's id and title (client README).
  const sport = sports.find((entry) => entry.id === id && !entry.nonSport)
  const data = {
    type: 'department' as const,
    // The route's kind is the bio's; this page is a list (SPEC.md 2.3 staff_list).
    screenKind: 'staff-department' as const,
    department: { id: department.id, title: department.title, path },
    count: people.length,
    sportStaffPath: sport ? sportStaffPath(sport.globalSportNameSlug) : null,
    list: serverSection(
      request,
      people.length > 0
        ? createElement(StaffTable, {
            caption: department.title,
            columns: toStaffColumns(settings),
            people,
          })
        : null,
    ),
  }
  const site = { name: toSiteIdentity(siteSettings).name, url: getSiteUrl() }
  return withServerOnly(
    data,
    'structuredData',
    toStaffListStructuredData(
      { name: `${department.title} staff`, path },
      [{ title: department.title, people }],
      site,
    ),
  )
}

/**
 * A person's bio: unknown → 404, the provider down → 503. A sport's coach or support staff
 * member has the bio under the sport (placement), so their directory address moves there (301),
 * as does another spelling of the name.
 */
async function loadMember(id: number, askedPath: string, request: Request) {
  const { signal } = request
  const [loaded, siteSettings] = await Promise.all([
    provider.loadStaffMember(id, { signal }),
    provider.getSiteSettings({ signal }),
  ])
  const member = requireLoaded(loaded)
  const path = staffListingPath(member)
  requireCanonical(askedPath, path)
  const department = member.category
  const person = { id: member.id, ...toBioPerson(member, request), path }
  const siteName = toSiteIdentity(siteSettings).name
  return {
    type: 'person' as const,
    person,
    department: department
      ? { title: department.title, path: staffDepartmentPath(department) }
      : null,
    siteName,
    defaultImage: siteSettings?.siteConfig.defaultPersonImage ?? null,
    structuredData: toStaffProfileStructuredData(
      { ...person, department: department?.title ?? null },
      { name: siteName, url: getSiteUrl() },
    ),
  }
}
