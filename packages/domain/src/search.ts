import { SEARCH_PAGE_PATH } from './search-page'

/** SPEC 5: the search control's label depends on whether there is a query. */
export function getSearchLabel(query: string): string {
  return query.trim() === '' ? 'Enter search query' : 'Search site'
}

/** SPEC 5: Go and Enter do nothing while the query is empty (or only spaces). */
export function canSubmitSearch(query: string): boolean {
  return query.trim() !== ''
}

/** The search page for a query (the search overlay's; search-page.ts says why in the domain). */
export function searchPath(query: string): string {
  return `${SEARCH_PAGE_PATH}?q=${encodeURIComponent(query.trim())}`
}
