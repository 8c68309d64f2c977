import type { Context } from 'hono'
import type { z } from 'zod'
import type { AppEnv } from '../../app-env'
import { jsonOr204 } from '../../http/json-or-204'
import { getSetting, type SettingKey } from './settings-queries'

// A route's answer with the tenant's settings document: 204 when it has none. (Apart from
// settings-queries.ts, which the live game's start-up reads and app-env.ts thereby imports.)
export function answerSetting(c: Context<AppEnv>, key: SettingKey, schema: z.ZodType): Response {
  return jsonOr204(c, getSetting(c.var.db, c.var.tenant.id, key, schema))
}
