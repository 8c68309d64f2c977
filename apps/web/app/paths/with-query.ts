export type QueryValues = Readonly<Record<string, string | number | null | undefined>>

/**
 * A link to `path` with query parameters, for sort headers and page links: parameters that are
 * null, undefined or '' are left out (so a page's default needs no parameter and has one
 * address), and the rest are in alphabetical order, the order the page cache keys pages by
 * (server/cache-key.ts), so every link to a page is one cache entry. `path` carries no query.
 */
export function withQuery(path: string, query: QueryValues): string {
  const params = new URLSearchParams()
  for (const name of Object.keys(query).sort()) {
    const value = query[name]
    if (value !== null && value !== undefined && value !== '') params.set(name, String(value))
  }
  const search = params.toString()
  return search ? `${path}?${search}` : path
}
