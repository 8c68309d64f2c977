import type { CallOptions, Transport } from './transport'

/** What every resource module is built from (see client.ts). */
export type ClientContext = {
  transport: Transport
  /**
   * The tenant's IANA time zone, in which the provider's local date-times are read: the
   * `timeZone` site setting, or DEFAULT_TIME_ZONE when it is unset, invalid or unreadable.
   */
  timeZone(options?: CallOptions): Promise<string>
}
