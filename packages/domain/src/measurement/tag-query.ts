import { SEO_PAGE_NAMES, getSeoPageName } from '../page-names'
import type { RouteKind } from '../route-kind'

/** What the tracking tag search is asked (SPEC.md 7): omitted values are absent. */
export type TagQuery = { pageTemplate?: string; sportName?: string; contentId?: string }

// The route parameters that name a sport, and those that name the page's one item, in the
// order they are tried (the first present wins).
const SPORT_PARAMS = ['slug', 'globalSportNameSlug', 'sport'] as const
const CONTENT_PARAMS = ['id', 'storyId', 'gameId', 'rosterId', 'coachId', 'staffId'] as const

/**
 * The search for a screen: its SEO page name (SPEC.md 2.3) as PageTemplate, the sport in its
 * address as SportName, its item's id as ContentId. No screen, or a value that is empty or
 * 'unknown', is omitted (SPEC.md 7); a 404 page asks as 'not-found'.
 */
export function toTagQuery(
  kind: RouteKind | null,
  params: Readonly<Record<string, string | undefined>>,
): TagQuery {
  const query: TagQuery = {}
  if (kind !== null) query.pageTemplate = getSeoPageName(kind)
  const sport = firstOf(params, SPORT_PARAMS)
  if (sport !== undefined) query.sportName = sport
  const content = firstOf(params, CONTENT_PARAMS)
  if (content !== undefined) query.contentId = content
  return query
}

/** A query as search parameters in a fixed order: the key of the tags resource. */
export function toTagSearch(query: TagQuery): URLSearchParams {
  const search = new URLSearchParams()
  if (query.pageTemplate) search.set('template', query.pageTemplate)
  if (query.sportName) search.set('sport', query.sportName)
  if (query.contentId) search.set('content', query.contentId)
  return search
}

/** The reverse of toTagSearch, with each value bounded and checked, the page name a known one. */
export function fromTagSearch(search: URLSearchParams): TagQuery {
  const query: TagQuery = {}
  // Only a page name a screen has: made-up values would each be one more provider call.
  const asked = search.get('template')
  const template = SEO_PAGE_NAMES.find((name) => name === asked)
  const sport = clean(search.get('sport'))
  const content = clean(search.get('content'))
  if (template !== undefined) query.pageTemplate = template
  if (sport !== undefined) query.sportName = sport
  if (content !== undefined) query.contentId = content
  return query
}

function firstOf(
  params: Readonly<Record<string, string | undefined>>,
  names: readonly string[],
): string | undefined {
  for (const name of names) {
    const value = clean(params[name] ?? null)
    if (value !== undefined) return value
  }
  return undefined
}

const VALUE = /^[a-z0-9 _.-]{1,80}$/i

function clean(value: string | null): string | undefined {
  const text = value?.trim() ?? ''
  return VALUE.test(text) && text.toLowerCase() !== 'unknown' ? text : undefined
}
