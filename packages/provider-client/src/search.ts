import {
  SEARCH_KINDS,
  SEARCH_MATCH_END,
  SEARCH_MATCH_START,
  SearchHitSchema,
  type SearchHitResource,
} from '@fieldhouse/contract/search'
import { z } from 'zod'
import { perTimeZone, type ClientContext } from './context'
import { toLocalDay, type LocalDay } from './dates'
import { toReadableItems, toPagingQuery, type Page, type PageQuery } from './page'
import { toImagePath } from './game-parts'
import { type Loaded } from './loaded'
import { toMediaUrl } from './media-files'
import type { CallOptions } from './transport'

// The site search (GET /Search, own design: packages/contract search.ts). Hits answer the data
// their page's address is made of, never the address (but a menu page's own url); snippets come
// as text runs, the matched ones marked, so the website shows them without reading HTML.

export { SEARCH_KINDS }
export type SearchKind = (typeof SEARCH_KINDS)[number]

/** A snippet's text in runs; `match` runs are the visitor's words. */
export type SnippetRun = { text: string; match: boolean }

export type SearchSport = { id: number; title: string; globalSportNameSlug: string }

type HitBase = { id: number; title: string; snippet: SnippetRun[]; sport: SearchSport | null }

export type SearchHit =
  | (HitBase & { kind: 'story'; day: LocalDay; slug: string })
  | (HitBase & { kind: 'player'; firstName: string; lastName: string; image: string | null })
  | (HitBase & { kind: 'coach' | 'staff'; firstName: string; lastName: string })
  | (HitBase & {
      kind: 'game'
      day: LocalDay | null
      season: string
      opponent: string
      hasBoxScore: boolean
    })
  | (HitBase & { kind: 'page'; url: string })
  // Issue 35: `start` is the spoken match's moment in seconds (null: the title matched).
  | (HitBase & {
      kind: 'episode'
      podcast: { id: number; title: string; slug: string | null }
      /** The audio (site-relative /media path), null when it may not be played. */
      audioUrl: string | null
      start: number | null
    })
  | (HitBase & { kind: 'video'; start: number | null })

export type SearchResults = Page<SearchHit> & {
  /** Hits per kind for the whole query, kinds without hits left out. */
  groups: { kind: SearchKind; total: number }[]
}

export type SearchQuery = PageQuery & { text: string; kind?: SearchKind }

/** "a \u0002b\u0003 c" -> [{a, false}, {b, true}, {c, false}]; stray markers are dropped. */
export function toSnippetRuns(snippet: string): SnippetRun[] {
  const runs: SnippetRun[] = []
  let match = false
  for (const part of snippet.split(new RegExp(`([${SEARCH_MATCH_START}${SEARCH_MATCH_END}])`))) {
    if (part === SEARCH_MATCH_START) match = true
    else if (part === SEARCH_MATCH_END) match = false
    else if (part) runs.push({ text: part, match })
  }
  return runs
}

function toSearchHit(
  hit: SearchHitResource,
  zone: string,
  providerOrigin: string,
): SearchHit | null {
  const base: HitBase = {
    id: hit.id,
    title: hit.title,
    snippet: toSnippetRuns(hit.snippet),
    sport: hit.sport,
  }
  switch (hit.kind) {
    case 'story': {
      const day = toLocalDay(hit.date, zone)
      return day ? { ...base, kind: 'story', day, slug: hit.slug } : null
    }
    case 'player':
      return {
        ...base,
        kind: 'player',
        firstName: hit.firstName,
        lastName: hit.lastName,
        image: toImagePath(hit.imagePath),
      }
    case 'coach':
    case 'staff':
      return { ...base, kind: hit.kind, firstName: hit.firstName, lastName: hit.lastName }
    case 'game':
      return {
        ...base,
        kind: 'game',
        day: toLocalDay(hit.date, zone),
        season: hit.season,
        opponent: hit.opponent,
        hasBoxScore: hit.hasBoxScore,
      }
    case 'page':
      return { ...base, kind: 'page', url: hit.url }
    case 'episode':
      return {
        ...base,
        kind: 'episode',
        podcast: { id: hit.podcastId, title: hit.podcastTitle, slug: hit.podcastSlug || null },
        audioUrl: toMediaUrl(hit.audioUrl, providerOrigin),
        start: hit.start,
      }
    case 'video':
      return { ...base, kind: 'video', start: hit.start }
  }
}

const LABEL = 'search'

export function searchResource({ logger, load, providerOrigin }: ClientContext) {
  const hitSchema = perTimeZone((zone) =>
    SearchHitSchema.transform((hit, context) => {
      const mapped = toSearchHit(hit, zone, providerOrigin)
      if (!mapped) context.addIssue({ code: 'custom', message: 'a story hit without a day' })
      return mapped as SearchHit
    }),
  )
  const resultsSchema = perTimeZone((zone) =>
    z
      .object({
        items: z.array(z.unknown()),
        total: z.number().int(),
        page: z.number().int(),
        pages: z.number().int(),
        groups: z.array(z.object({ kind: z.enum(SEARCH_KINDS), total: z.number().int() })),
      })
      .transform(
        (page): SearchResults => ({
          ...page,
          items: toReadableItems(page.items, hitSchema(zone), logger, LABEL),
        }),
      ),
  )
  return {
    /**
     * GET /Search: one page of ranked hits for the visitor's words (ok), `missing` never;
     * `unavailable` when the provider fails or refuses the query (a page checks its own input).
     * Malformed hits are logged and left out (SPEC 8).
     */
    async loadSearchResults(
      query: SearchQuery,
      options: CallOptions = {},
    ): Promise<Loaded<SearchResults>> {
      return load(
        {
          label: LABEL,
          path: '/Search',
          query: { searchText: query.text, type: query.kind, ...toPagingQuery(query) },
          schema: resultsSchema,
        },
        options,
      )
    },
  }
}
