// A screen's page contract, declared in its route `handle` (DESIGN.md "A request"): the query
// parameters and cookies its loader reads, and its access. The server reads the same handle
// (server/cache-key.ts), so what a screen declares is exactly what reaches its render:
//
// - public (the default): cached whole and shared by every visitor, rendered from the path and
//   the declared query parameters only. A public screen declares no cookies; the shell's one
//   (dismissed alerts, shell/alert-cookie.server.ts) has its own few cache variants.
// - private: rendered per request with the cookies it declares (the session), sent
//   `Cache-Control: private, no-store` and `X-Robots-Tag: noindex`, never stored in any cache.
//
//   export const handle = {
//     access: 'private', cookies: [SESSION_COOKIE], query: ['returnTo'],
//   } as const satisfies RouteHandle
//   const { fh_session } = getCookies(request, handle.cookies)

export type Access = 'public' | 'private'

export type RouteHandle = {
  /** The query parameters the route's loader reads (read with getQuery). */
  query?: readonly string[]
  /** The cookies the route's loader or action reads (read with getCookies): private only. */
  cookies?: readonly string[]
  /** Who may be given the page as it was rendered; `public` when not said. */
  access?: Access
}

/**
 * The declared cookies' values, null when absent. The server has already removed every cookie
 * the route does not declare; reading through the same list keeps the declaration honest.
 */
export function getCookies<const Name extends string>(
  request: Request,
  names: readonly Name[],
): Record<Name, string | null> {
  return readCookies(request.headers.get('Cookie'), names)
}

/** The named cookies of a Cookie header (the first of repeated ones), null when absent. */
export function readCookies<const Name extends string>(
  header: string | null | undefined,
  names: readonly Name[],
): Record<Name, string | null> {
  const values = {} as Record<Name, string | null>
  for (const name of names) values[name] = null
  if (!header) return values
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=')
    if (at < 0) continue
    const name = pair.slice(0, at).trim() as Name
    if (names.includes(name) && values[name] === null) values[name] = pair.slice(at + 1).trim()
  }
  return values
}

/**
 * The Cookie header with only the named cookies, in the order sent; undefined when none is
 * left. What a private page is rendered with (server/front-door.ts).
 */
export function keepCookies(
  header: string | null | undefined,
  names: readonly string[],
): string | undefined {
  if (!header || names.length === 0) return undefined
  const kept = header
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => names.includes(pair.slice(0, pair.indexOf('='))))
  return kept.length > 0 ? kept.join('; ') : undefined
}
