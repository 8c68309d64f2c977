import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../../app-env'

// Before the API handlers: the tenant's live game row (live-games.ts), as of the request's clock.
// Apart from live-games.ts, whose type app-env.ts names, so that the two import one way.
export const refreshLiveGame = createMiddleware<AppEnv>(async (c, next) => {
  c.var.liveGames.refresh(c.var.db, c.var.tenant.id, c.var.now())
  await next()
})
