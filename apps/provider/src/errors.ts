import type { ErrorResponse } from '@fieldhouse/contract/errors'
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { AppEnv } from './app-env'

// An expected failure whose message is safe to show to the caller.
export class ApiError extends Error {
  readonly status: ContentfulStatusCode

  constructor(status: ContentfulStatusCode, message: string) {
    super(message)
    this.name = 'ApiError'
    this.status = status
  }
}

export function errorBody(status: number, message: string, requestId: string): ErrorResponse {
  return { error: { status, message, requestId } }
}

// The app's single error handler: an envelope with the request id, never a stack trace; anything
// unexpected is logged here and answered with a bare 'Internal error'.
export function handleError(error: Error, c: Context<AppEnv>): Response {
  const requestId = c.get('requestId') ?? 'unknown'
  if (error instanceof ApiError) {
    return c.json(errorBody(error.status, error.message, requestId), error.status)
  }
  if (error instanceof HTTPException && error.status < 500) {
    return c.json(errorBody(error.status, 'Bad request', requestId), error.status)
  }
  c.get('logger')?.error({ err: error, requestId }, 'request failed')
  return c.json(errorBody(500, 'Internal error', requestId), 500)
}

export function handleNotFound(c: Context<AppEnv>): Response {
  return c.json(errorBody(404, 'Not found', c.get('requestId') ?? 'unknown'), 404)
}
