import { AsyncLocalStorage } from 'node:async_hooks'

type RequestContext = { requestId: string }

// The Hono server (server/app.ts) and the React Router build are separate module graphs in
// production, so the store lives on globalThis under a registered symbol: both see one instance.
const key = Symbol.for('fieldhouse.request-context')
const holder = globalThis as typeof globalThis & { [key]?: AsyncLocalStorage<RequestContext> }
export const requestContext: AsyncLocalStorage<RequestContext> = (holder[key] ??=
  new AsyncLocalStorage<RequestContext>())

export function getRequestId(): string | undefined {
  return requestContext.getStore()?.requestId
}
