import { formatLocalDay } from '@fieldhouse/domain/local-day'
import { formatMoment } from '@fieldhouse/domain/media-access'
import {
  SEARCH_KINDS,
  type SearchHit,
  type SearchKind,
  type SnippetRun,
} from '@fieldhouse/provider-client/search'

import { boxScorePath } from '~/paths/games'
import { storyPath } from '~/paths/news'
import { podcastEpisodePath } from '~/paths/podcasts'
import { playerBioPath, staffBioPath } from '~/paths/roster'
import { schedulePath } from '~/paths/schedule'
import { SEARCH_QUERY } from '~/paths/search'
import { mediaSeconds, showcaseEmbedPath } from '~/paths/showcase'
import { unavailable } from '~/utils/loaded'
import { provider } from '~/utils/provider.server'
import { getQuery } from '~/utils/query'

// The site search page (SPEC.md 2.1 /search?q=): the provider's ranked full-text hits
// (GET /Search, own design), shown grouped by kind, a few of each, with a link to all of a kind,
// which pages. Each hit's address is built here from the data the client answers.

// A query is words, not an essay: the provider reads the first 200 characters anyway.
export const MAX_QUERY_LENGTH = 200
export const HITS_PER_GROUP = 5
export const HITS_PER_PAGE = 20
// Deeper than anyone pages through a search.
const MAX_PAGE = 500

export const KIND_LABELS: Record<SearchKind, { one: string; many: string }> = {
  story: { one: 'Story', many: 'Stories' },
  player: { one: 'Player', many: 'Players' },
  coach: { one: 'Coach', many: 'Coaches' },
  staff: { one: 'Support staff', many: 'Support staff' },
  game: { one: 'Game', many: 'Games' },
  page: { one: 'Page', many: 'Pages' },
  episode: { one: 'Podcast episode', many: 'Podcast episodes' },
  video: { one: 'Video', many: 'Videos' },
}

export type HitView = {
  key: string
  title: string
  url: string
  /** Where the hit belongs: "Football · Nov 2, 2026". */
  context: string
  snippet: SnippetRun[]
  /**
   * Where the words were spoken (issue 35): "Watch at 0:12" or "Listen at 0:12", linking the
   * moment with a #t= media fragment; null for any other hit.
   */
  moment: { label: string; url: string } | null
  /** An address outside the route table (the embed, an endpoint): a full navigation. */
  fullNavigation: boolean
}

export type GroupView = { kind: SearchKind; label: string; total: number; hits: HitView[] }

export type SearchPage =
  | { view: 'form'; query: '' }
  | { view: 'overview'; query: string; total: number; groups: GroupView[] }
  | {
      view: 'kind'
      query: string
      kind: SearchKind
      total: number
      /** Every kind's count, for the filter links. */
      counts: { kind: SearchKind; label: string; total: number }[]
      group: GroupView
      page: number
      pageCount: number
    }

type SearchParams = { query: string; kind: SearchKind | null; page: number }

/** The declared parameters, read leniently: a bad kind or page is the default, never an error. */
export function readSearchParams(request: Request): SearchParams {
  const values = getQuery(request, SEARCH_QUERY)
  const query = (values.q ?? '').trim().slice(0, MAX_QUERY_LENGTH).trim()
  const kind = SEARCH_KINDS.find((candidate) => candidate === values.type) ?? null
  const page = /^\d{1,4}$/.test(values.page ?? '') ? Number(values.page) : 1
  return { query, kind, page: Math.min(Math.max(page, 1), MAX_PAGE) }
}

export async function loadSearchPage(request: Request): Promise<SearchPage> {
  const { query, kind, page } = readSearchParams(request)
  if (!query) return { view: 'form', query: '' }
  const signal = request.signal
  if (kind) {
    const loaded = await provider.loadSearchResults(
      { text: query, kind, pageIndex: page - 1, pageSize: HITS_PER_PAGE },
      { signal },
    )
    if (loaded.status !== 'ok') throw unavailable()
    const { items, groups, pages } = loaded.value
    const total = groups.find((group) => group.kind === kind)?.total ?? 0
    return {
      view: 'kind',
      query,
      kind,
      total: groups.reduce((sum, group) => sum + group.total, 0),
      counts: groups.map((group) => ({ ...group, label: KIND_LABELS[group.kind].many })),
      group: { kind, label: KIND_LABELS[kind].many, total, hits: items.flatMap(toHitView) },
      page,
      pageCount: pages,
    }
  }
  // The overview: the counts first, then the best few of each kind that has hits.
  const overview = await provider.loadSearchResults(
    { text: query, pageIndex: 0, pageSize: 1 },
    { signal },
  )
  if (overview.status !== 'ok') throw unavailable()
  const groups = await Promise.all(
    overview.value.groups.map(async ({ kind: groupKind, total }): Promise<GroupView> => {
      const loaded = await provider.loadSearchResults(
        { text: query, kind: groupKind, pageIndex: 0, pageSize: HITS_PER_GROUP },
        { signal },
      )
      if (loaded.status !== 'ok') throw unavailable()
      return {
        kind: groupKind,
        label: KIND_LABELS[groupKind].many,
        total,
        hits: loaded.value.items.flatMap(toHitView),
      }
    }),
  )
  return { view: 'overview', query, total: overview.value.total, groups }
}

// A hit whose page cannot be addressed (a person of a sport the site does not know) is left out
// rather than linked to a 404.
export function toHitView(hit: SearchHit): HitView[] {
  const sportSlug = hit.sport?.globalSportNameSlug
  const context = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ')
  const key = `${hit.kind}-${hit.id}`
  const view = (url: string, where: string, moment: HitView['moment'] = null) => [
    {
      key,
      title: hit.title,
      url,
      context: where,
      snippet: hit.snippet,
      moment,
      fullNavigation: hit.kind === 'video',
    },
  ]
  switch (hit.kind) {
    case 'story':
      return view(
        storyPath(hit.day, hit.slug),
        context(hit.sport?.title, formatLocalDay(hit.day, 'date')),
      )
    case 'player':
      return sportSlug
        ? view(playerBioPath(sportSlug, hit, hit.id), context(hit.sport?.title, 'Roster'))
        : []
    case 'coach':
    case 'staff':
      return sportSlug
        ? view(
            staffBioPath(sportSlug, hit.kind === 'coach' ? 'coach' : 'support', hit, hit.id),
            context(hit.sport?.title, hit.kind === 'coach' ? 'Coaching staff' : 'Support staff'),
          )
        : []
    case 'game':
      if (!sportSlug) return []
      return view(
        hit.hasBoxScore
          ? boxScorePath(sportSlug, hit.season, hit.opponent, hit.id)
          : schedulePath(sportSlug, hit.season),
        context(hit.sport?.title, hit.day ? formatLocalDay(hit.day, 'date') : hit.season),
      )
    case 'page':
      return view(hit.url, context(hit.sport?.title, 'Page'))
    // A spoken match links the moment: a video's embed, an episode's audio (its podcast's page
    // lists it: the title's link), each with a #t= media fragment that works without JavaScript.
    case 'video': {
      const url = showcaseEmbedPath(String(hit.id), hit.start)
      const moment =
        hit.start === null ? null : { label: `Watch at ${formatMoment(hit.start)}`, url }
      return view(url, context(hit.sport?.title, 'Video'), moment)
    }
    case 'episode': {
      const moment =
        hit.start === null || hit.audioUrl === null
          ? null
          : {
              label: `Listen at ${formatMoment(hit.start)}`,
              url: `${hit.audioUrl}#t=${mediaSeconds(hit.start)}`,
            }
      return view(
        podcastEpisodePath(hit.podcast, hit.id),
        context(hit.podcast.title, 'Podcast episode'),
        moment,
      )
    }
  }
}
