import { createElement } from 'react'

import type { StaffMember } from '@fieldhouse/provider-client/staff'

import { serverSection } from '~/render/index.server'
import { getSiteUrl } from '~/utils/env.server'
import { requireLoaded } from '~/utils/loaded'
import { provider } from '~/utils/provider.server'
import { toSiteIdentity } from '~/utils/site-identity'

import { toStaffListStructuredData } from './staff-directory-structured-data'
import { toStaffColumns, type StaffGroupView } from './staff-directory-view.server'
import { StaffGroups } from './staff-groups.server'

type StaffQuery = Parameters<typeof provider.loadWholeStaffDirectory>[0]

/**
 * A listing of the directory in groups (everyone or a search's matches by department, a sport's
 * staff by placement): the people, read with the directory's settings (columns, intro) and the
 * site's (its name, the default headshot), grouped by `toGroups`; the groups as markup made
 * here, and the listing as structured data. The people are the page's main item: unreadable, a
 * 503; the settings are secondary.
 */
export async function loadStaffList(
  request: Request,
  query: StaffQuery,
  toGroups: (members: StaffMember[], defaultImage: string | null) => StaffGroupView[],
  listing: { name: string; path: string },
) {
  const { signal } = request
  const [loaded, settings, siteSettings] = await Promise.all([
    provider.loadWholeStaffDirectory(query, { signal }),
    provider.getStaffDirectorySettings({ signal }),
    provider.getSiteSettings({ signal }),
  ])
  const members = requireLoaded(loaded)
  const groups = toGroups(members, siteSettings?.siteConfig.defaultPersonImage ?? null)
  const site = { name: toSiteIdentity(siteSettings).name, url: getSiteUrl() }
  return {
    count: members.length,
    settings,
    list: serverSection(
      request,
      groups.length > 0
        ? createElement(StaffGroups, { groups, columns: toStaffColumns(settings), level: 2 })
        : null,
    ),
    structuredData: toStaffListStructuredData(listing, groups, site),
  }
}
