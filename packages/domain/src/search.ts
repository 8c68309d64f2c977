/** SPEC 5: the search control's label depends on whether there is a query. */
export function getSearchLabel(query: string): string {
  return query.trim() === '' ? 'Enter search query' : 'Search site'
}

/** SPEC 5: Go and Enter do nothing while the query is empty (or only spaces). */
export function canSubmitSearch(query: string): boolean {
  return query.trim() !== ''
}

export function getSearchHref(query: string): string {
  return `/search?q=${encodeURIComponent(query.trim())}`
}
