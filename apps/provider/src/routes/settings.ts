import { AnalyticsSettingsSchema } from '@fieldhouse/contract/analytics'
import {
  CommonSettingsSchema,
  SportPageTemplatesSchema,
  TemplatesSchema,
} from '@fieldhouse/contract/common'
import { GoogleSettingsSchema } from '@fieldhouse/contract/google'
import { MobileSettingsSchema } from '@fieldhouse/contract/mobile'
import { SeoSettingsSchema } from '@fieldhouse/contract/seo'
import { and, eq } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import type { z } from 'zod'
import type { AppEnv } from '../app-env'
import type { Db } from '../db/client'
import { settings } from '../db/schema'

// Settings documents, one per key, each validated against its contract schema on the way out
// so a bad seed or manual edit fails loudly here instead of in the website.
export type SettingKey =
  | 'seo'
  | 'google'
  | 'analytics'
  | 'mobile'
  | 'common'
  | 'templates'
  | 'sportTemplates'

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

function respondWithSetting(c: Context<AppEnv>, key: SettingKey, schema: z.ZodType): Response {
  const value = getSetting(c.var.db, c.var.tenant.id, key, schema)
  return value === null ? c.body(null, 204) : c.json(value)
}

export const settingsRoutes = new Hono<AppEnv>()
  .get('/seo', (c) => respondWithSetting(c, 'seo', SeoSettingsSchema))
  .get('/google', (c) => respondWithSetting(c, 'google', GoogleSettingsSchema))
  .get('/analytics/settings', (c) => respondWithSetting(c, 'analytics', AnalyticsSettingsSchema))
  .get('/mobile/settings', (c) => respondWithSetting(c, 'mobile', MobileSettingsSchema))
  .get('/common/settings', (c) => respondWithSetting(c, 'common', CommonSettingsSchema))
  .get('/common/templates', (c) => respondWithSetting(c, 'templates', TemplatesSchema))
  .get('/common/templates/sports-pages', (c) =>
    respondWithSetting(c, 'sportTemplates', SportPageTemplatesSchema),
  )
