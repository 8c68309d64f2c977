import { toSearchText } from '@fieldhouse/domain/list-query'
import { STAFF_SEARCH_MAX_LENGTH } from '@fieldhouse/provider-client/staff-directory'

import { toAskedAddress } from '~/paths/asked-address'
import { staffDirectoryPath } from '~/paths/staff-directory'
import { withQuery } from '~/paths/with-query'
import { withServerOnly } from '~/render/index.server'
import { requireCanonical } from '~/utils/canonical.server'
import { requireLoaded } from '~/utils/loaded'
import { provider } from '~/utils/provider.server'
import { toSiteIdentity } from '~/utils/site-identity'

import { toStaffGroupViews } from './staff-directory-view.server'
import { loadStaffList } from './staff-list.server'

/**
 * The staff directory, everyone or a search's matches, by department. The search is the
 * declared `q`: trimmed, spaces collapsed and cut to what the provider takes (a longer one would
 * be its 400, read as an outage); any other spelling of it (`?q=`, `?q=%20ana`) moves to the one
 * address. The directory is the main item (404 never, 503 when it cannot be read); its settings
 * (intro, columns) and the site's default headshot are secondary.
 */
export async function loadStaffDirectoryPage(query: { q: string | null }, request: Request) {
  const path = staffDirectoryPath()
  const q = toSearchText(query.q, STAFF_SEARCH_MAX_LENGTH)
  requireCanonical(toAskedAddress(path, query), withQuery(path, { q }))
  const staff = await loadStaffList(request, q === null ? {} : { search: q }, toStaffGroupViews, {
    name: 'Staff Directory',
    path,
  })
  const data = {
    q,
    total: staff.count,
    information: staff.settings?.information ?? null,
    searchMaxLength: STAFF_SEARCH_MAX_LENGTH,
    list: staff.list,
  }
  return withServerOnly(data, 'structuredData', staff.structuredData)
}

/** The print sheet: everyone, by department, name, title, phone and e-mail. */
export async function loadStaffDirectoryPrint(signal: AbortSignal) {
  const [loaded, settings] = await Promise.all([
    provider.loadWholeStaffDirectory({}, { signal }),
    provider.getSiteSettings({ signal }),
  ])
  const groups = toStaffGroupViews(requireLoaded(loaded), null)
  return {
    siteName: toSiteIdentity(settings).name,
    groups: groups.map((group) => ({
      id: group.id,
      title: group.title,
      people: group.people.map(({ id, name, title, phone, email }) => ({
        id,
        name,
        title,
        phone,
        email,
      })),
    })),
  }
}
