import type { GetOr, Load } from './loaders'
import type { Logger } from './logger'
import type { CallOptions, Transport } from './transport'

/** What every resource module is built from (see client.ts). */
export type ClientContext = {
  transport: Transport
  /** For what a resource drops on its own (a malformed game in a list, SPEC 8). */
  logger: Logger
  /**
   * The tenant's IANA time zone, in which the provider's local date-times are read: the
   * `timeZone` site setting, or DEFAULT_TIME_ZONE when it is unset, invalid or unreadable.
   */
  timeZone(options?: CallOptions): Promise<string>
  /** The provider's origin: an address on it is one of the provider's own files (media-files). */
  providerOrigin: string
  /** A page's main content as `Loaded`: 204 `missing`, a failure `unavailable` (loaders.ts). */
  load: Load
  /** The same for an item by its id, slug or key, where a 404 is `missing` too. */
  loadItem: Load
  /** What the shell degrades (SPEC 8): the value, or the fallback (loaders.ts). */
  getOr: GetOr
  /**
   * The response cache's fresh period (0 without a cache): how long a settings read that failed
   * answers its defaults without asking again, so an outage is logged once a period, not once a
   * page (quiet-fallback.ts).
   */
  quietFailureMs: number
}

/**
 * A schema that maps dates in a given zone, built once per zone: date-bearing calls run on every
 * page (alerts are part of the shell), and a tenant has one zone.
 */
export function perTimeZone<S>(build: (timeZone: string) => S): (timeZone: string) => S {
  const built = new Map<string, S>()
  return (timeZone) => {
    let schema = built.get(timeZone)
    if (schema === undefined) {
      schema = build(timeZone)
      built.set(timeZone, schema)
    }
    return schema
  }
}
