import type { ClientContext } from './context'
import type { GetOrRequest } from './loaders'
import type { CallOptions } from './transport'

/**
 * A settings read that always answers (SPEC 8): the provider's value, or `fallback` (our own
 * defaults) when it has none, fails or sends what the schema refuses. The response cache keeps
 * values, not failures, so after a failure the fallback is answered without asking the provider
 * for `quietFailureMs` (its fresh period): an outage is logged once a period, not on every page.
 */
export function quietFallback<T>(
  {
    getOr,
    transport,
    quietFailureMs,
  }: Pick<ClientContext, 'getOr' | 'transport' | 'quietFailureMs'>,
  request: GetOrRequest<T>,
  fallback: T,
): (options?: CallOptions) => Promise<T> {
  const none = Symbol('none')
  let quietUntil = Number.NEGATIVE_INFINITY
  return async (options = {}) => {
    if (transport.now() < quietUntil) return fallback
    const value = await getOr(request, options, none)
    if (value !== none) return value
    quietUntil = transport.now() + quietFailureMs
    return fallback
  }
}
