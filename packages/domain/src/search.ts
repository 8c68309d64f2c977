/** SPEC 5: the search control's label depends on whether there is a query. */
export function getSearchLabel(query: string): string {
  return query.trim() === '' ? 'Enter search query' : 'Search site'
}

/** SPEC 5: Go and Enter do nothing while the query is empty (or only spaces). */
export function canSubmitSearch(query: string): boolean {
  return query.trim() !== ''
}

/**
 * The search page for a query. A site address built in the domain, not with the web's typed
 * href(): the shell's search overlay needs it and the domain may not import React Router
 * (apps/web/app/routes.test.ts checks it names the route table's /search).
 */
export function searchPath(query: string): string {
  return `/search?q=${encodeURIComponent(query.trim())}`
}
