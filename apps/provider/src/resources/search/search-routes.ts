import {
  SEARCH_KINDS,
  type SearchHitResource,
  type SearchResponse,
} from '@fieldhouse/contract/search'
import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { ApiError } from '../../errors'
import { parseOffsetPaging } from '../../http/paging'
import { getQueryParam } from '../../http/query'
import { sportsById, type SportRow } from '../podcasts/podcast-queries'
import type { SearchRef } from './search-index'
import { searchTenant, toMatchQuery, type SearchKind, type SearchHit } from './search-query'

// GET /Search?searchText=&type=&$pageIndex=&$pageSize= (own design, packages/contract
// search.ts): ranked hits with snippets from the full-text index. Both API versions page by
// offset. 400 without words to look for or with an unknown type; a query of only punctuation
// has no hits.

// A longer query is no one's search; it is cut before it is read.
const MAX_QUERY_LENGTH = 200

export const searchRoutes = new Hono<AppEnv>().get('/search', async (c) => {
  const text = getQueryParam(c, 'searchText')?.slice(0, MAX_QUERY_LENGTH).trim()
  if (!text) throw new ApiError(400, 'Query parameter searchText is required')
  const type = getQueryParam(c, 'type')
  if (type && !SEARCH_KINDS.includes(type as SearchKind)) {
    throw new ApiError(400, `Query parameter type must be one of ${SEARCH_KINDS.join(', ')}`)
  }
  const paging = parseOffsetPaging(c)
  const match = toMatchQuery(text)
  if (!match) {
    const empty: SearchResponse = {
      items: [],
      total: 0,
      page: paging.pageIndex,
      pages: 0,
      groups: [],
    }
    return c.json(empty)
  }
  const { db, tenant } = c.var
  const { hits, ...page } = await searchTenant(db, tenant.id, match, {
    ...paging,
    kind: (type || undefined) as SearchKind | undefined,
  })
  const sportOf = sportsById(db, tenant.id)
  const response: SearchResponse = {
    ...page,
    items: hits.map((hit) => toHitResource(hit, sportOf, tenant.slug)),
  }
  return c.json(response)
})

function toHitResource(
  hit: SearchHit,
  sportOf: Map<number, SportRow>,
  tenantSlug: string,
): SearchHitResource {
  const { ref } = hit
  const sportRow = ref.sportId === null ? undefined : sportOf.get(ref.sportId)
  const base = {
    id: ref.id,
    title: hit.title,
    snippet: hit.snippet,
    sport: sportRow
      ? {
          id: sportRow.id,
          title: sportRow.title,
          globalSportNameSlug: sportRow.globalSportNameSlug,
        }
      : null,
  }
  return withKindFields(ref, base, tenantSlug)
}

function withKindFields(
  ref: SearchRef,
  base: Omit<SearchHitResource, 'kind'>,
  tenantSlug: string,
): SearchHitResource {
  switch (ref.kind) {
    case 'story':
      return { kind: 'story', ...base, date: ref.date, slug: ref.slug }
    case 'player':
      return {
        kind: 'player',
        ...base,
        firstName: ref.firstName,
        lastName: ref.lastName,
        imagePath: ref.imagePath,
      }
    case 'coach':
    case 'staff':
      return { kind: ref.kind, ...base, firstName: ref.firstName, lastName: ref.lastName }
    case 'game':
      return {
        kind: 'game',
        ...base,
        date: ref.date,
        season: ref.season,
        opponent: ref.opponent,
        hasBoxScore: ref.hasBoxScore,
      }
    case 'page':
      return { kind: 'page', ...base, url: ref.url }
    case 'episode':
      return {
        kind: 'episode',
        ...base,
        podcastId: ref.podcastId,
        podcastSlug: ref.podcastSlug,
        podcastTitle: ref.podcastTitle,
        audioUrl: ref.audioPath === null ? null : `/media/${tenantSlug}/${ref.audioPath}`,
        start: ref.start,
      }
    case 'video':
      return { kind: 'video', ...base, start: ref.start }
  }
}
