import { SocialAccountsResponseSchema } from '@fieldhouse/contract/social-accounts'
import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { getSetting } from '../settings/settings-queries'

// GET /SocialAccounts (provider/README 3.1; schemas/v2/socialAccounts): the department's and the
// sports' accounts, a document seeded by seed/fan-settings.ts; 204 when a tenant has none.

export const socialAccountRoutes = new Hono<AppEnv>().get('/socialaccounts', (c) => {
  const value = getSetting(
    c.var.db,
    c.var.tenant.id,
    'socialAccounts',
    SocialAccountsResponseSchema,
  )
  return value === null ? c.body(null, 204) : c.json(value)
})
