import type { z } from 'zod'
import { toLoaded, type Loaded } from './loaded'
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

/**
 * The one body of the client's `Loaded` reads (docs/decisions/007). `loadItem` reads an item by
 * its id, slug or key: 204 or 404 is `missing`. `load` reads anything else (a list, a page of
 * one, a hub): 204 is `missing`, a 404 the provider failing. For both, a failure or an answer
 * the schema refuses is `unavailable`. Calls that differ keep their own body: an editor's token
 * (`Authorized`), a protected code, bytes, `cache: false`, a 204 that is a value (cume-stats.ts),
 * or one outcome read twice (a shell's degraded value and a page's `Loaded`).
 */
export function createLoaders(
  transport: Transport,
  timeZone: (options?: CallOptions) => Promise<string>,
): { load: Load; loadItem: Load } {
  async function read<T>(
    { schema, ...request }: LoadRequest<T>,
    options: CallOptions,
    allowNotFound: boolean,
  ): Promise<Loaded<T>> {
    const call = { ...request, signal: options.signal, allowNotFound }
    if (typeof schema !== 'function') return toLoaded(await transport.get({ ...call, schema }))
    const zone = await timeZone(options)
    return toLoaded(await transport.get({ ...call, schema: schema(zone), variant: zone }))
  }
  return {
    load: (request, options) => read(request, options, false),
    loadItem: (request, options) => read(request, options, true),
  }
}
