import { AsyncLocalStorage } from 'node:async_hooks'

type RequestContext = {
  requestId: string
  /**
   * The address the request came from, for per-client limits (sign-in attempts). Known for the
   * private lane and form posts; a proxy in front must keep one client per address apart
   * (docs/decisions/019).
   */
  clientAddress?: string
}

// The Hono server (server/app.ts) and the React Router build are separate module graphs in
// production, so the store lives on globalThis under a registered symbol: both see one instance.
const key = Symbol.for('fieldhouse.request-context')
const holder = globalThis as typeof globalThis & { [key]?: AsyncLocalStorage<RequestContext> }
export const requestContext: AsyncLocalStorage<RequestContext> = (holder[key] ??=
  new AsyncLocalStorage<RequestContext>())

export function getRequestId(): string | undefined {
  return requestContext.getStore()?.requestId
}

export function getClientAddress(): string | undefined {
  return requestContext.getStore()?.clientAddress
}
