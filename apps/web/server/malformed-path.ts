// True when the request path cannot be percent-decoded (e.g. "/%E0%A4%A"): such a URL can't
// name any page, and decoding it further down would throw.
export function isMalformedPath(requestUrl: string): boolean {
  return isMalformedPathname(new URL(requestUrl).pathname)
}

export function isMalformedPathname(pathname: string): boolean {
  if (!pathname.includes('%')) return false
  try {
    decodeURIComponent(pathname)
    return false
  } catch {
    return true
  }
}
