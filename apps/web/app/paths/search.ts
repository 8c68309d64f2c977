import { href } from 'react-router'

import type { SearchKind } from '@fieldhouse/provider-client/search'

import { withQuery } from './with-query'

// The search page's declared parameters and its own addresses (q, type, page; defaults left
// out). The results page, its filter links and its pagination build them alike.

export const SEARCH_QUERY = ['q', 'type', 'page'] as const

/** /search?q=...[&type=...][&page=n] */
export function searchPagePath(query: string, kind: SearchKind | null = null, page = 1): string {
  return withQuery(href('/search'), { q: query, type: kind, page: page > 1 ? String(page) : null })
}
