import { href } from 'react-router'

import { getNavColumns, type ShellNavItem } from '~/shell/nav-children'
import type { SportSummary } from '~/utils/sport-summary'

export type SearchResult = { title: string; url: string; context: string }

const MAX_RESULTS = 50

function* walk(items: ShellNavItem[], trail: string[]): Generator<SearchResult> {
  for (const item of items) {
    if (item.url && !item.separator) {
      yield { title: item.title, url: item.url, context: trail.join(' › ') || 'Site' }
    }
    for (const link of item.scheduleRosterNewsLinks) {
      yield { title: `${item.title} ${link.title}`, url: link.url, context: item.title }
    }
    const children = getNavColumns(item).flatMap((column) => column.items)
    yield* walk(children, [...trail, item.title])
  }
}

// Site search over what the shell already knows (sports and every navigation link) until the
// provider's search endpoint is wired in. Every word of the query must appear in the title.
export function searchSite(
  query: string,
  sports: Pick<SportSummary, 'title' | 'globalSportNameSlug'>[],
  navigation: ShellNavItem[],
): SearchResult[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return []
  const candidates: SearchResult[] = [
    ...sports.map((sport) => ({
      title: sport.title,
      url: href('/sports/:slug', { slug: sport.globalSportNameSlug }),
      context: 'Sports',
    })),
    ...walk(navigation, []),
  ]
  const seen = new Set<string>()
  return candidates
    .filter((candidate) => {
      const title = candidate.title.toLowerCase()
      if (!words.every((word) => title.includes(word)) || seen.has(candidate.url)) return false
      seen.add(candidate.url)
      return true
    })
    .slice(0, MAX_RESULTS)
}
