// The address a page was asked at, to hold against its one canonical address
// (utils/canonical.server.ts requireCanonical). Every screen computes it here, so a spelling
// rule (the data suffix, empty parameters) is decided once.

/**
 * The path as it was asked: a client-side navigation asks for `{path}.data`
 * (session.server.ts getReturnPath), which is the page's own address.
 */
export function getAskedPath(request: Request): string {
  return new URL(request.url).pathname.replace(/\.data$/, '')
}

/**
 * The address the asked parameters spell, names in order as withQuery writes them, empty values
 * kept: `/archives?q=&season=` (what a GET form sends) is another spelling of `/archives`.
 */
export function toAskedAddress(path: string, query: Record<string, string | null | undefined>) {
  const params = new URLSearchParams()
  for (const name of Object.keys(query).sort()) {
    const value = query[name]
    if (value !== null && value !== undefined) params.set(name, value)
  }
  const search = params.toString()
  return search ? `${path}?${search}` : path
}
