import type { Db } from './db/client'
import type { Logger } from './logger'
import type { LiveGames } from './resources/live-stats/live-games'

export type Tenant = { id: number; slug: string }

// Per-request values shared by middleware and handlers (Hono context variables).
export type AppEnv = {
  Variables: {
    db: Db
    logger: Logger
    requestId: string
    tenant: Tenant
    now: () => Date
    liveGames: LiveGames
  }
}
