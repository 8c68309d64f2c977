import { SEARCH_KINDS, type SearchResponse } from '@fieldhouse/contract/search'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { ensureSearchIndex, type SearchRef } from './search-index'

// A visitor's words -> an FTS5 query, and the ranked page of hits.

export type SearchKind = (typeof SEARCH_KINDS)[number]

// Beyond a dozen words a query is not a search any more; the rest is ignored.
export const MAX_QUERY_WORDS = 12

/**
 * The visitor's words as an FTS5 query in which nothing is an operator: only runs of letters
 * and digits, each quoted ("owls" "soccer"), all required, the last one also as a prefix
 * (so "bask" finds basketball while it is being typed). Quotes, parentheses, NEAR, AND, OR, NOT,
 * column filters, stars, SQL and HTML are plain text or dropped. Null: no word at all.
 */
export function toMatchQuery(text: string): string | null {
  const words = (text.normalize('NFKC').match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_QUERY_WORDS)
  if (words.length === 0) return null
  return words
    .map((word, index) => {
      const quoted = `"${word}"`
      return index === words.length - 1 && word.length >= 2 ? `${quoted}*` : quoted
    })
    .join(' ')
}

export type SearchHit = { ref: SearchRef; title: string; snippet: string }

// bm25 weights in column order: tenant_id, kind, ref, day (unindexed), title, body. A word in
// the title counts eight times one in the body.
const RANK = sql`bm25(search_index, 0, 0, 0, 0, 8.0, 1.0)`
// The body's best 16-word window, matches between U+0002 and U+0003.
const SNIPPET = sql`snippet(search_index, 5, char(2), char(3), '…', 16)`

export function searchTenant(
  db: Db,
  tenantId: number,
  match: string,
  options: { kind?: SearchKind; pageIndex: number; pageSize: number },
): Omit<SearchResponse, 'items'> & { hits: SearchHit[] } {
  ensureSearchIndex(db, tenantId)
  const counts = db.all<{ kind: SearchKind; n: number }>(
    sql`select kind, count(*) as n from search_index
      where search_index match ${match} and tenant_id = ${tenantId} group by kind`,
  )
  const groups = SEARCH_KINDS.flatMap((kind) => {
    const total = counts.find((count) => count.kind === kind)?.n ?? 0
    return total > 0 ? [{ kind, total }] : []
  })
  const total = options.kind
    ? (groups.find((group) => group.kind === options.kind)?.total ?? 0)
    : groups.reduce((sum, group) => sum + group.total, 0)
  const kindFilter = options.kind ? sql`and kind = ${options.kind}` : sql``
  // Newest first among equals: this season's game before last season's.
  const rows = db.all<{ ref: string; title: string; snippet: string }>(
    sql`select ref, title, ${SNIPPET} as snippet from search_index
      where search_index match ${match} and tenant_id = ${tenantId} ${kindFilter}
      order by ${RANK}, day desc
      limit ${options.pageSize} offset ${options.pageIndex * options.pageSize}`,
  )
  return {
    hits: rows.map((row) => ({
      ref: JSON.parse(row.ref) as SearchRef,
      title: row.title,
      snippet: row.snippet,
    })),
    total,
    page: options.pageIndex,
    pages: Math.ceil(total / options.pageSize),
    groups,
  }
}
