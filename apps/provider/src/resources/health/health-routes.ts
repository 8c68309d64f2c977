import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'

export type Health = { status: 'ok' | 'error'; database: 'ok' | 'error' }

export const healthRoutes = new Hono<AppEnv>().get('/health', (c) => {
  try {
    c.var.db.get(sql`select 1`)
    return c.json<Health>({ status: 'ok', database: 'ok' })
  } catch (error) {
    c.var.logger.error({ err: error }, 'health check: database unavailable')
    return c.json<Health>({ status: 'error', database: 'error' }, 503)
  }
})
