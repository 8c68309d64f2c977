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

// A podcast episode or video has several rows (its title's and one per spoken cue): each item
// is one hit, its best-ranked row (the earliest cue among equals), and is counted once.
const ITEM = sql`kind || ':' || json_extract(ref, '$.id')`

export async function searchTenant(
  db: Db,
  tenantId: number,
  match: string,
  options: { kind?: SearchKind; pageIndex: number; pageSize: number },
): Promise<Omit<SearchResponse, 'items'> & { hits: SearchHit[] }> {
  await ensureSearchIndex(db, tenantId)
  const counts = db.all<{ kind: SearchKind; n: number }>(
    sql`select kind, count(distinct ${ITEM}) as n from search_index
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
  // Newest first among equals: this season's game before last season's. The page's rows are
  // picked first (snippet() may not run under a window function), their snippets read after.
  const picked = db.all<{ id: number }>(
    sql`with hits as materialized (
        select rowid as id, ${ITEM} as item, ${RANK} as score, day,
          json_extract(ref, '$.start') as start
        from search_index
        where search_index match ${match} and tenant_id = ${tenantId} ${kindFilter}
      ),
      best as (
        select id, score, day,
          row_number() over (partition by item order by score, start) as nth
        from hits
      )
      select id from best where nth = 1
      order by score, day desc
      limit ${options.pageSize} offset ${options.pageIndex * options.pageSize}`,
  )
  const ids = picked.map((row) => row.id)
  const found = new Map(
    (ids.length === 0
      ? []
      : db.all<{ id: number; ref: string; title: string; snippet: string }>(
          sql`select rowid as id, ref, title, ${SNIPPET} as snippet from search_index
            where search_index match ${match} and rowid in (${sql.join(ids, sql`, `)})`,
        )
    ).map((row) => [row.id, row]),
  )
  const rows = ids.flatMap((id) => found.get(id) ?? [])
  return {
    hits: rows.map((row) => {
      const ref = JSON.parse(row.ref) as SearchRef
      // A spoken cue's row has no title of its own (spoken-rows.ts): its item's is in the ref.
      const title = row.title || ('title' in ref ? ref.title : '')
      return { ref, title, snippet: row.snippet }
    }),
    total,
    page: options.pageIndex,
    pages: Math.ceil(total / options.pageSize),
    groups,
  }
}
