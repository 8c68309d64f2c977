import { createElement } from 'react'

import { toSearchText } from '@fieldhouse/domain/list-query'
import { STAFF_SEARCH_MAX_LENGTH } from '@fieldhouse/provider-client/staff-directory'

import { SchoolContact } from '~/components/people/school-contact'
import { toAskedAddress } from '~/paths/asked-address'
import { staffDirectoryPath } from '~/paths/staff-directory'
import { withQuery } from '~/paths/with-query'
import { serverSection, withServerOnly } from '~/render/index.server'
import { requireCanonical } from '~/utils/canonical.server'
import { requireLoaded } from '~/utils/loaded'
import { provider } from '~/utils/provider.server'
import { toSchoolFacts } from '~/utils/site-facts'
import { toSiteIdentity } from '~/utils/site-identity'

import { toStaffGroupViews } from './staff-directory-view.server'
import { loadStaffList } from './staff-list.server'

/**
 * The staff directory, everyone or a search's matches, by department. The search is the
 * declared `q`: trimmed, spaces collapsed and cut to what the provider takes (a longer one would
 * be its 400, read as an outage); any other spelling of it (`?q=`, `?q=%20ana`) moves to the one
 * address. The directory is the main item (404 never, 503 when it cannot be read); its settings
 * (intro, columns), the site's default headshot and the department's own address and phone
 * (site settings, shown under the heading as the directory's contact) are secondary.
 */
export async function loadStaffDirectoryPage(query: { q: string | null }, request: Request) {
  const path = staffDirectoryPath()
  const q = toSearchText(query.q, STAFF_SEARCH_MAX_LENGTH)
  requireCanonical(toAskedAddress(path, query), withQuery(path, { q }))
  const [staff, settings] = await Promise.all([
    loadStaffList(request, q === null ? {} : { search: q }, toStaffGroupViews, {
      name: 'Staff Directory',
      path,
    }),
    provider.getSiteSettings({ signal: request.signal }),
  ])
  const school = toSchoolFacts(settings?.siteSettings ?? null)
  const information = staff.settings?.information ?? null
  const data = {
    q,
    // null when the settings give neither, or the directory's own intro already does.
    contact:
      (school.address || school.phone) && !mentionsContact(information, school)
        ? serverSection(
            request,
            createElement(SchoolContact, {
              name: toSiteIdentity(settings).name,
              address: school.address,
              phone: school.phone,
              className: 'not-italic text-ink-muted',
            }),
          )
        : null,
    total: staff.count,
    information,
    searchMaxLength: STAFF_SEARCH_MAX_LENGTH,
    list: staff.list,
  }
  return withServerOnly(data, 'structuredData', staff.structuredData)
}

/**
 * Whether the directory's intro (the department's own words, HTML) already gives the address or
 * the phone: the department then wrote its contact there, and it is not repeated.
 */
function mentionsContact(
  information: string | null,
  school: { address: string | null; phone: string | null },
): boolean {
  if (!information) return false
  const text = information
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .toLowerCase()
  const digits = (value: string) => value.replace(/\D/g, '')
  return (
    (school.address !== null && text.includes(school.address.toLowerCase())) ||
    (school.phone !== null &&
      digits(school.phone).length >= 7 &&
      digits(text).includes(digits(school.phone)))
  )
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
