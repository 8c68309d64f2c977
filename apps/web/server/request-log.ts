import { logger } from '../app/utils/logger.server'

export type RequestLine = {
  requestId: string
  method: string
  path: string
  status: number
  started: number
  /** How the page cache answered, when it did. */
  cache?: string
}

/** One line per request, the same whether the page cache or the Hono app answered it. */
export function logRequest({ started, ...line }: RequestLine): void {
  logger.info({ ...line, ms: Math.round(performance.now() - started) }, 'request')
}
