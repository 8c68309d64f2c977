import type { z } from 'zod'
import { toLoaded, valueOr, type Loaded } from './loaded'
import type { Outcome } from './outcome'
import type { Query } from './request'
import type { CallOptions, Transport } from './transport'

/**
 * A GET for a page's main content: `schema` is its parser and mapping or, for content with dates,
 * a function of the tenant's zone (a `perTimeZone` schema), which is then read first and keys
 * the response cache (`variant`).
 */
export type LoadRequest<T> = {
  /** Names the failing part in logs (SPEC 8). */
  label: string
  /** Below /api/v2. */
  path: string
  query?: Query
  schema: z.ZodType<T> | ((zone: string) => z.ZodType<T>)
}

export type Load = <T>(request: LoadRequest<T>, options: CallOptions) => Promise<Loaded<T>>

/** A shell call's request: `allowNotFound` where a 404 is "none", not the provider failing. */
export type GetOrRequest<T> = LoadRequest<T> & { allowNotFound?: boolean }

/**
 * A shell call (SPEC 8): the value, or `fallback` when there is none (204, an allowed 404) or the
 * provider failed (logged), so the shell degrades instead of failing the page.
 */
export type GetOr = <T, F>(
  request: GetOrRequest<T>,
  options: CallOptions,
  fallback: F,
) => Promise<T | F>

/**
 * The one body of the client's reads (docs/decisions/007). `loadItem` reads an item by its id,
 * slug or key: 204 or 404 is `missing`. `load` reads anything else (a list, a page of one, a
 * hub): 204 is `missing`, a 404 the provider failing. For both, a failure or an answer the schema
 * refuses is `unavailable`. `getOr` reads what the shell degrades (SPEC 8): the value or the
 * fallback. Calls that differ keep their own body: an editor's token (`Authorized`), a protected
 * code, bytes, `cache: false`, another API version, a 204 that is a value (cume-stats.ts), or one
 * outcome read twice (a shell's degraded value and a page's `Loaded`).
 */
export function createLoaders(
  transport: Transport,
  timeZone: (options?: CallOptions) => Promise<string>,
): { load: Load; loadItem: Load; getOr: GetOr } {
  async function read<T>(
    { schema, ...request }: GetOrRequest<T>,
    options: CallOptions,
  ): Promise<Outcome<T>> {
    const call = { ...request, signal: options.signal }
    if (typeof schema !== 'function') return transport.get({ ...call, schema })
    const zone = await timeZone(options)
    return transport.get({ ...call, schema: schema(zone), variant: zone })
  }
  return {
    load: async (request, options) =>
      toLoaded(await read({ ...request, allowNotFound: false }, options)),
    loadItem: async (request, options) =>
      toLoaded(await read({ ...request, allowNotFound: true }, options)),
    getOr: async (request, options, fallback) => valueOr(await read(request, options), fallback),
  }
}
