import { pino } from 'pino'

import { env } from './env.server'
import { getRequestId } from './request-context.server'

// JSON logs; every line written while a request is handled carries its request id.
export const logger = pino({
  level: env.NODE_ENV === 'test' ? 'silent' : env.LOG_LEVEL,
  base: { service: 'web' },
  mixin: () => {
    const requestId = getRequestId()
    return requestId ? { requestId } : {}
  },
})
