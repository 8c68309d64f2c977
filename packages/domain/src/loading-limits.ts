// SPEC.md 9: how eagerly a page fetches ahead, and when a print page prints.

/** SPEC 9: at most this many route modules are preloaded at once. */
export const MAX_PRELOADED_MODULES = 4

/** SPEC 9: a print page opens the print dialog this long after it is shown. */
export const PRINT_DELAY_MS = 1500

/** What the browser says of its connection (the Network Information API, where there is one). */
export type ConnectionInfo = { effectiveType?: string; saveData?: boolean } | null | undefined

/** SPEC 9: no prefetching on slow connections (2g) or when the visitor asked to save data. */
export function mayPrefetch(connection: ConnectionInfo): boolean {
  if (!connection) return true
  if (connection.saveData === true) return false
  return !/(^|-)2g$/.test(connection.effectiveType ?? '')
}
