import { z } from 'zod'
import { offsetPageSchema } from './paging'

// GET /Search (own design; packages/contract README "Search"): the site search over the
// tenant's stories, players, coaches and support staff, games, menu pages, podcast episodes and
// all-access videos (their titles and the words spoken in them), from the
// provider's full-text index. Ranked best first, paged like v2 lists ($pageIndex, $pageSize),
// with the number of hits of each kind. `title` is plain text; `snippet` is plain text in which
// each matched word is between U+0002 and U+0003, so the site can mark it after escaping.
// Each hit carries the data its page's address is made of, never that address, except a menu
// page, whose address is the menu's own.

export const SEARCH_MATCH_START = '\u0002'
export const SEARCH_MATCH_END = '\u0003'

export const SearchSportSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  globalSportNameSlug: z.string(),
})

const hit = {
  id: z.number().int(),
  title: z.string(),
  snippet: z.string(),
  sport: SearchSportSchema.nullable(),
}

export const SearchHitSchema = z.discriminatedUnion('kind', [
  // The story's page is /news/{YYYY}/{M}/{D}/{slug} of its local `date`.
  z.object({ kind: z.literal('story'), ...hit, date: z.string(), slug: z.string() }),
  // `id` is the rosterPlayerId of the person's newest public season.
  z.object({
    kind: z.literal('player'),
    ...hit,
    firstName: z.string(),
    lastName: z.string(),
    imagePath: z.string().nullable(),
  }),
  // `id` is the staffId (GET /Staff/{staffId}).
  z.object({
    kind: z.enum(['coach', 'staff']),
    ...hit,
    firstName: z.string(),
    lastName: z.string(),
  }),
  // `date` is the local wall time; `season` the season's title ("2026-27").
  z.object({
    kind: z.literal('game'),
    ...hit,
    date: z.string(),
    season: z.string(),
    opponent: z.string(),
    hasBoxScore: z.boolean(),
  }),
  z.object({ kind: z.literal('page'), ...hit, url: z.string() }),
  // A podcast episode (issue 35): `id` the episode's, on its podcast's page; `audioUrl` its
  // site-relative audio (null when it may not be played); `start` the spoken match's cue start
  // in seconds, null when the title or description matched.
  z.object({
    kind: z.literal('episode'),
    ...hit,
    podcastId: z.number().int(),
    podcastSlug: z.string(),
    podcastTitle: z.string(),
    audioUrl: z.string().nullable(),
    start: z.number().nonnegative().nullable(),
  }),
  // An all-access video: `id` its archive id; `start` as an episode's.
  z.object({ kind: z.literal('video'), ...hit, start: z.number().nonnegative().nullable() }),
])

export const SEARCH_KINDS = [
  'story',
  'player',
  'coach',
  'staff',
  'game',
  'page',
  'episode',
  'video',
] as const

// The v2 offset page of hits, plus `groups`.
export const SearchResponseSchema = offsetPageSchema(SearchHitSchema).extend({
  // Hits of every kind for the whole query (not only the asked `type`), kinds without hits left
  // out, in SEARCH_KINDS order.
  groups: z.array(z.object({ kind: z.enum(SEARCH_KINDS), total: z.number().int() })),
})

export type SearchHitResource = z.infer<typeof SearchHitSchema>
export type SearchResponse = z.infer<typeof SearchResponseSchema>
