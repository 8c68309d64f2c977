const MAX_LENGTH = 2048

/**
 * The asked-for path a not-found page names (SPEC.md 2.1: unknown paths redirect to
 * /404?path=...). Only a site-relative path is echoed back; anything else (absent, absolute,
 * protocol-relative, oversized) names the page itself.
 */
export function toEchoPath(value: string | null): string {
  if (value === null || value.length > MAX_LENGTH || !/^\/(?!\/)/.test(value)) return '/404'
  return value
}

/** Where an unknown path is sent: /404, naming it (path and query as asked). */
export function toNotFoundLocation(pathAndSearch: string): string {
  return `/404?path=${encodeURIComponent(pathAndSearch)}`
}
