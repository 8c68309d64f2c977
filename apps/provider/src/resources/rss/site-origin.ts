import { CommonSettingsSchema } from '@fieldhouse/contract/common'
import type { Context } from 'hono'
import type { AppEnv } from '../../app-env'
import { getOrigin } from '../../http/origin'
import { getSetting } from '../settings/settings-queries'

// Where the feeds' links point. The school's website is another host than this provider, and a
// feed reader needs absolute links, so the origin is the tenant's own setting
// (`siteSettings.siteUrl`, own design, as a hosted provider knows each client's domain), never
// the request's Host header (anyone can set it; the website's docs/decisions/011 says the same).
// A tenant without the setting gets this provider's origin. The zone is the one every local
// date-time is written in (`siteSettings.timeZone`, America/New_York when unset: contract README).

export type FeedSite = { origin: string; timeZone: string }

export function getFeedSite(c: Context<AppEnv>): FeedSite {
  const settings = getSetting(c.var.db, c.var.tenant.id, 'common', CommonSettingsSchema)
  const url = settings?.siteSettings.siteUrl
  let origin: string | null = null
  try {
    origin = url ? new URL(url).origin : null
  } catch {
    origin = null
  }
  return {
    origin: origin ?? getOrigin(c),
    timeZone: settings?.siteSettings.timeZone ?? 'America/New_York',
  }
}
