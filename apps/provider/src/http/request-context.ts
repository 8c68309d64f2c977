import { randomUUID } from 'node:crypto'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../app-env'
import type { Logger } from '../logger'

// A caller's id is kept only when it is short and plain, so it is safe to log and echo.
const CALLER_ID = /^[A-Za-z0-9._:-]{1,128}$/

export function requestContext(logger: Logger) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const given = c.req.header('x-request-id')
    const requestId = given && CALLER_ID.test(given) ? given : randomUUID()
    const log = logger.child({ requestId })
    c.set('requestId', requestId)
    c.set('logger', log)
    const started = performance.now()
    await next()
    c.header('x-request-id', requestId)
    log.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    )
  })
}
