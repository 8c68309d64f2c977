// Cross-site posts are refused (docs/decisions/019). A browser names the page a form was sent
// from in `Origin` on every POST, and says whether it was this site in `Sec-Fetch-Site`; either,
// when present, must say "this site". A request with neither comes from no browser (a script,
// a test), which cannot carry a visitor's cookies anyway: the session cookie is SameSite=Lax too.

type OriginHeaders = {
  origin: string | null | undefined
  secFetchSite: string | null | undefined
  host: string | null | undefined
}

/**
 * Whether a state-changing request came from this site: its Origin is SITE_URL's or the origin
 * the browser connected to (the Host it asked for, as seen behind a proxy that keeps Host).
 */
export function isSameOriginPost({ origin, secFetchSite, host }: OriginHeaders, siteUrl: string) {
  if (origin) {
    if (origin === siteUrl) return true
    try {
      return host != null && new URL(origin).host === host
    } catch {
      return false
    }
  }
  if (secFetchSite) return secFetchSite === 'same-origin' || secFetchSite === 'none'
  return true
}

export const CROSS_SITE_MESSAGE =
  'Forbidden: this form was sent from another site. Go back to the page and send it from there.'
