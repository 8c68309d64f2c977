import type { ClientContext } from './context'
import type { GetOrRequest } from './loaders'
import type { CallOptions } from './transport'

type QuietContext = Pick<ClientContext, 'getOr' | 'transport' | 'quietFailureMs'>

/**
 * A settings read that always answers (SPEC 8): the provider's value, or `fallback` (our own
 * defaults) when it has none, fails or sends what the schema refuses. The response cache keeps
 * values, not failures, so after a failure the fallback is answered without asking the provider
 * for `quietFailureMs` (its fresh period): an outage is logged once a period, not on every page.
 */
export function quietFallback<T>(
  context: QuietContext,
  request: GetOrRequest<T>,
  fallback: T,
): (options?: CallOptions) => Promise<T> {
  const read = quietFallbackBy(context, () => request, fallback)
  return (options) => read(undefined, options)
}

/**
 * The same for a read with a query (a sport's store products, leaders or playlists): each path
 * and query keeps its own quiet period, so one sport's failure does not quiet another's.
 */
export function quietFallbackBy<Q, T>(
  { getOr, transport, quietFailureMs }: QuietContext,
  toRequest: (query: Q) => GetOrRequest<T>,
  fallback: T,
): (query: Q, options?: CallOptions) => Promise<T> {
  const none = Symbol('none')
  const quietUntil = new Map<string, number>()
  return async (query, options = {}) => {
    const request = toRequest(query)
    const key = JSON.stringify([request.path, request.query ?? null])
    if (transport.now() < (quietUntil.get(key) ?? Number.NEGATIVE_INFINITY)) return fallback
    const value = await getOr(request, options, none)
    if (value !== none) return value
    quietUntil.set(key, transport.now() + quietFailureMs)
    return fallback
  }
}
