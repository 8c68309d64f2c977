import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import { settings } from '../../db/schema'

// Settings documents, one per key, each validated against its contract schema on the way out
// so a bad seed or manual edit fails loudly here instead of in the website.
// The site's documents (seed/settings.ts) and the fans' pages' (seed/fan-settings.ts).
export type SiteSettingKey =
  | 'seo'
  | 'google'
  | 'analytics'
  | 'mobile'
  | 'common'
  | 'templates'
  | 'sportTemplates'
export type FanSettingKey =
  | 'staffSettings'
  | 'socialAccounts'
  | 'ticketing'
  | 'ticketingInfo'
  | 'ticketingPageLocation'
  | 'ticketingExperience'
  | 'scheduleSettings'
// Served by no route of its own: which form the newsletter sign-up is (forms/form-queries.ts).
export type FormSettingKey = 'subscribeForm'
export type SettingKey = SiteSettingKey | FanSettingKey | FormSettingKey

export function getSetting<S extends z.ZodType>(
  db: Db,
  tenantId: number,
  key: SettingKey,
  schema: S,
): z.output<S> | null {
  const row = db
    .select({ value: settings.value })
    .from(settings)
    .where(and(eq(settings.tenantId, tenantId), eq(settings.key, key)))
    .get()
  return row ? schema.parse(row.value) : null
}

// Writes one document (replacing the tenant's earlier one): what the seed and a site's editor do.
export function putSetting(db: Db, tenantId: number, key: SettingKey, value: unknown): void {
  db.insert(settings)
    .values({ tenantId, key, value })
    .onConflictDoUpdate({ target: [settings.tenantId, settings.key], set: { value } })
    .run()
}
