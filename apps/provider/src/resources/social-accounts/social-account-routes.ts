import { SocialAccountsResponseSchema } from '@fieldhouse/contract/social-accounts'
import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { answerSetting } from '../settings/answer-setting'

// GET /SocialAccounts (provider/README 3.1; schemas/v2/socialAccounts): the department's and the
// sports' accounts, a document seeded by seed/fan-settings.ts; 204 when a tenant has none.

export const socialAccountRoutes = new Hono<AppEnv>().get('/socialaccounts', (c) =>
  answerSetting(c, 'socialAccounts', SocialAccountsResponseSchema),
)
