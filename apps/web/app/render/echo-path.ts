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

/**
 * Where an unknown path is sent: /404, naming it (path and query as asked), unless its name,
 * encoded, is longer than the page would echo: then plain /404. Besides naming nothing, a
 * longer Location header outgrows nginx's buffer for an upstream's headers, and nginx answers
 * a 5xx instead of the redirect (tests/integration/deploy-local.test.ts).
 */
export function toNotFoundLocation(pathAndSearch: string): string {
  const name = encodeURIComponent(pathAndSearch)
  return name.length > MAX_LENGTH ? '/404' : `/404?path=${name}`
}
