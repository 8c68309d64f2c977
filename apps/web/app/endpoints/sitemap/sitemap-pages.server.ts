import { getZonedDay } from '@fieldhouse/domain/calendar-month'
import type { LocalDay } from '@fieldhouse/domain/local-day'
import type { SitemapEntry } from '@fieldhouse/domain/seo-sitemap'
import { DEFAULT_TIME_ZONE } from '@fieldhouse/provider-client/dates'

import { logger } from '~/utils/logger.server'
import { requireSlug } from '~/utils/params'
import { provider } from '~/utils/provider.server'

// What every gathering of the sitemap's groups shares: a page's loader's answer or nothing, the
// entries of plain addresses, and the slug a page's address would accept.

/** A page's loader's answer, or null when it would not answer 200 (thrown Response or error). */
export async function ifFound<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load()
  } catch (error) {
    if (!(error instanceof Response)) logger.warn({ err: error }, 'sitemap: a page failed')
    return null
  }
}

export const paths = (list: readonly (string | null | undefined)[]): SitemapEntry[] =>
  list.flatMap((path) => (path ? [{ path }] : []))

/**
 * A slug as a page's address takes it (utils/params requireSlug: lower-cased), or null when no
 * page would answer it (a 404 before any provider call).
 */
export function toPageSlug(value: string): string | null {
  try {
    return requireSlug(value)
  } catch {
    return null
  }
}

/** Logs once per gathering that a group's list could not be read (the group stays empty). */
export function logUnreadable(what: string): SitemapEntry[] {
  logger.warn(`sitemap: ${what} could not be read; left out this time`)
  return []
}

/** Today on the tenant's wall clock (decision 010), as the pages that depend on the day read it. */
export async function getTenantToday(signal: AbortSignal): Promise<LocalDay> {
  const settings = await provider.getSiteSettings({ signal })
  return getZonedDay(new Date(), settings?.siteSettings.timeZone ?? DEFAULT_TIME_ZONE)
}
