import { DEFAULT_TIME_ZONE } from '@fieldhouse/provider-client/dates'
import { toCacheNames } from '@fieldhouse/domain/saved-pages'

import { env } from '~/utils/env.server'
import { provider } from '~/utils/provider.server'

/**
 * What the saved pages screen needs from the server: the cache this tenant's pages are saved in
 * (the list itself is on the phone, read in the browser) and the tenant's time zone for the
 * times. The settings failing is no outage here: the documented default zone applies.
 */
export async function loadSavedPages(signal: AbortSignal) {
  const settings = await provider.getSiteSettings({ signal })
  return {
    cacheName: toCacheNames(env.TENANT).pages,
    timeZone: settings?.siteSettings.timeZone ?? DEFAULT_TIME_ZONE,
  }
}
