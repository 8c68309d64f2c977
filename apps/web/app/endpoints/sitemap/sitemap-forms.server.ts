import { buildForm } from '@fieldhouse/domain/forms/build-form'
import type { SitemapEntry } from '@fieldhouse/domain/seo-sitemap'
import type { NavigationItem } from '@fieldhouse/provider-client/navigation'
import type { Sport } from '@fieldhouse/provider-client/sports'

import { formPath, subscribePath } from '~/paths/forms'
import { getSiteUrl } from '~/utils/env.server'
import { provider } from '~/utils/provider.server'

import { getTenantToday } from './sitemap-pages.server'

// The sitemap's forms group (issue 33). The provider has no list of forms: the published forms it
// names are the newsletter's (its subscribe information, the page /subscribe), the ones its
// menus link (the main navigation and each sport's) and each sport's own (GET /Forms?sportId=,
// the sport home's links), at /form/{id}. Each is asked of the public
// forms endpoint, which answers published public forms only (never a hidden or protected one),
// and listed when its page would answer 200: a definition no form can be built from is a 502.

/** Form ids read from the menus, at most this many. */
const MAX_FORMS = 500

const FORM_ADDRESS = /^\/form\/([1-9]\d{0,8})$/

export async function gatherForms(
  sports: readonly Sport[],
  signal: AbortSignal,
): Promise<SitemapEntry[]> {
  const [today, info, menus, sportForms] = await Promise.all([
    getTenantToday(signal),
    provider.getSubscribeInfo({ signal }),
    Promise.all([
      provider.getNavigation({ signal }),
      ...sports.map((sport) => provider.getSportNavigation(sport.id, { signal })),
    ]),
    // And the forms each sport's home links (GET /Forms?sportId=: camps, questionnaires).
    Promise.all(sports.map((sport) => provider.loadSportForms(sport.id, { signal }))),
  ])
  const answers = async (id: number) => {
    const loaded = await provider.getForm(id, { signal })
    return (
      loaded.status === 'ok' &&
      loaded.value.access === 'public' &&
      buildForm(loaded.value, { today }).ok
    )
  }
  const newsletter = info.status === 'ok' ? info.value.formId : null
  const ids = [
    ...new Set([
      ...menus.flat().flatMap(menuUrls).flatMap(toFormId),
      ...sportForms.flatMap((loaded) =>
        loaded.status === 'ok' ? loaded.value.map((form) => form.id) : [],
      ),
    ]),
  ].slice(0, MAX_FORMS)
  const [subscribe, ...linked] = await Promise.all([
    newsletter === null ? false : answers(newsletter),
    ...ids.map(answers),
  ])
  return [
    ...(subscribe ? [{ path: subscribePath() }] : []),
    ...ids.flatMap((id, index) => (linked[index] ? [{ path: formPath('public', id) }] : [])),
  ]
}

/** Every address a menu item links, its columns' and children's too. */
function menuUrls(item: NavigationItem): string[] {
  return [
    item.url,
    ...item.scheduleRosterNewsLinks.map((link) => link.url),
    ...(item.stats ? [item.stats.url] : []),
    ...item.items.flatMap(menuUrls),
    ...item.columns.flatMap((column) => column.items.flatMap(menuUrls)),
  ]
}

/** The form a menu's address on this site names as /form/{id}, or none. */
function toFormId(url: string): number[] {
  if (!url.trim()) return []
  let address: URL
  try {
    address = new URL(url, getSiteUrl())
  } catch {
    return []
  }
  const match = FORM_ADDRESS.exec(address.pathname)
  return address.origin === new URL(getSiteUrl()).origin && match ? [Number(match[1])] : []
}
