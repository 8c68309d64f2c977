import { isInternalUrl } from './navigation'

// Any origin would do: it only has to be one a path cannot leave.
const BASE = 'http://site.invalid'

/**
 * A path on this site (path, query and fragment) from untrusted text such as a form field, or
 * null for anything that could take the visitor elsewhere: another origin, protocol-relative
 * `//host`, `/\host` (which browsers read as `//host`), a scheme, or whitespace and control
 * characters that browsers strip before resolving. Dot segments are resolved, so the result is
 * the path the browser would ask for.
 */
export function toSitePath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || !isInternalUrl(value) || /[\s\\\u0000-\u001f\u007f]/.test(value))
    return null
  const url = new URL(value, BASE)
  if (url.origin !== BASE) return null
  return url.pathname + url.search + url.hash
}
