import { createElement } from 'react'

import { sportStaffPath } from '~/paths/staff-directory'
import { serverSection, withServerOnly } from '~/render/index.server'
import { requireCanonical } from '~/utils/canonical.server'
import { getSiteUrl } from '~/utils/env.server'
import { requireLoaded } from '~/utils/loaded'
import { provider } from '~/utils/provider.server'
import { toSiteIdentity } from '~/utils/site-identity'
import { requireSport } from '~/utils/sport.server'

import { toStaffListStructuredData } from './staff-directory-structured-data'
import { toStaffColumns, toStaffRowView, type StaffRowView } from './staff-directory-view.server'
import { StaffGroups } from './staff-groups.server'

const SECTIONS = [
  { kind: 'coach', title: 'Coaching staff' },
  { kind: 'support', title: 'Support staff' },
  { kind: 'staff', title: 'Staff' },
] as const

/**
 * /sports/{slug}/staff: the sport's department of the directory (its id and title are the
 * sport's), coaches first, then support staff, each linking the bio where the provider files
 * it. An unknown sport is a 404, the directory unreadable a 503; a sport with nobody listed is
 * a page that says so. A sport's short name moves to its slug's address.
 */
export async function loadSportStaffPage(params: { slug?: string }, request: Request) {
  const { signal } = request
  const sport = await requireSport(params, signal)
  const path = sportStaffPath(sport.globalSportNameSlug)
  requireCanonical(sportStaffPath(params.slug ?? ''), path)
  const [loaded, settings, siteSettings] = await Promise.all([
    provider.loadWholeStaffDirectory({ departmentId: sport.id }, { signal }),
    provider.getStaffDirectorySettings({ signal }),
    provider.getSiteSettings({ signal }),
  ])
  const defaultImage = siteSettings?.siteConfig.defaultPersonImage ?? null
  const people = requireLoaded(loaded).map((member) => toStaffRowView(member, defaultImage))
  const groups = SECTIONS.flatMap(({ kind, title }) => {
    const members = people.filter((person: StaffRowView) => person.kind === kind)
    return members.length > 0 ? [{ id: null, title, path: null, people: members }] : []
  })
  const data = {
    sport: sport.summary,
    count: people.length,
    list: serverSection(
      request,
      groups.length > 0
        ? createElement(StaffGroups, { groups, columns: toStaffColumns(settings), level: 2 })
        : null,
    ),
  }
  const site = { name: toSiteIdentity(siteSettings).name, url: getSiteUrl() }
  return withServerOnly(
    data,
    'structuredData',
    toStaffListStructuredData({ name: `${sport.title} staff`, path }, groups, site),
  )
}
