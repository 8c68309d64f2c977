import { AnalyticsSettingsSchema } from '@fieldhouse/contract/analytics'
import {
  CommonSettingsSchema,
  SportPageTemplatesSchema,
  TemplatesSchema,
} from '@fieldhouse/contract/common'
import { GoogleSettingsSchema } from '@fieldhouse/contract/google'
import { MobileSettingsSchema } from '@fieldhouse/contract/mobile'
import { SeoSettingsSchema } from '@fieldhouse/contract/seo'
import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { answerSetting } from './answer-setting'

export const settingsRoutes = new Hono<AppEnv>()
  .get('/seo', (c) => answerSetting(c, 'seo', SeoSettingsSchema))
  .get('/google', (c) => answerSetting(c, 'google', GoogleSettingsSchema))
  .get('/analytics/settings', (c) => answerSetting(c, 'analytics', AnalyticsSettingsSchema))
  .get('/mobile/settings', (c) => answerSetting(c, 'mobile', MobileSettingsSchema))
  .get('/common/settings', (c) => answerSetting(c, 'common', CommonSettingsSchema))
  .get('/common/templates', (c) => answerSetting(c, 'templates', TemplatesSchema))
  .get('/common/templates/sports-pages', (c) =>
    answerSetting(c, 'sportTemplates', SportPageTemplatesSchema),
  )
