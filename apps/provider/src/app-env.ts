import type { Db } from './db/client'
import type { Logger } from './logger'

export type Tenant = { id: number; slug: string }

// Per-request values shared by middleware and handlers (Hono context variables).
export type AppEnv = {
  Variables: {
    db: Db
    logger: Logger
    requestId: string
    tenant: Tenant
    now: () => Date
  }
}
