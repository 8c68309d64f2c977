import { AnalyticsSettingsSchema } from '@fieldhouse/contract/analytics'
import {
  CommonSettingsSchema,
  SportPageTemplatesSchema,
  TemplatesSchema,
} from '@fieldhouse/contract/common'
import { GoogleSettingsSchema } from '@fieldhouse/contract/google'
import { MobileSettingsSchema } from '@fieldhouse/contract/mobile'
import { SeoSettingsSchema } from '@fieldhouse/contract/seo'
import { Hono, type Context } from 'hono'
import type { z } from 'zod'
import type { AppEnv } from '../../app-env'
import { getSetting, type SettingKey } from './settings-queries'

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
