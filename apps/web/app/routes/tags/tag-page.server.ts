import { parsePageNumber } from '@fieldhouse/domain/list-query'
import { findSportBySlug } from '@fieldhouse/domain/sports'

import { toStoryCardView } from '~/components/news/story-card-view'
import { toAskedAddress } from '~/paths/asked-address'
import { tagPath } from '~/paths/tags'
import { withQuery } from '~/paths/with-query'
import { requireCanonical } from '~/utils/canonical.server'
import { notFound, requireLoaded } from '~/utils/loaded'
import { requireSlug } from '~/utils/params'
import { provider } from '~/utils/provider.server'

/** Stories a page: SPEC.md 9's paging default. */
export const TAG_PAGE_SIZE = 10

/**
 * A tag's stories, a page at a time, of every sport or of the one in the path. An unknown tag or
 * sport is a 404, and so is a sport with no stories under the tag (no link leads there) or a
 * page past the last; the tags or the stories unreadable is a 503. The sport menu links the
 * sports the provider lists under the tag, each by the site's slug.
 */
export async function loadTagPage(
  params: { tagSlug: string; sportSlug?: string },
  query: { page: string | null },
  signal: AbortSignal,
) {
  const slug = requireSlug(params.tagSlug)
  const sportKey = params.sportSlug === undefined ? null : requireSlug(params.sportSlug)
  const page = parsePageNumber(query.page)
  if (page === null) throw notFound()
  const sports = requireLoaded(await provider.loadSports({ signal }))
  const sport = sportKey === null ? null : findSportBySlug(sports, sportKey)
  if (sportKey !== null && !sport) throw notFound()
  const path = tagPath(slug, sport?.globalSportNameSlug ?? null)
  requireCanonical(
    toAskedAddress(tagPath(params.tagSlug, params.sportSlug ?? null), query),
    withQuery(path, { page: page > 1 ? page : null }),
  )

  const [tags, content, filters] = await Promise.all([
    provider.loadTags({ signal }),
    provider.loadTagContent(
      slug,
      { sportId: sport?.id, pageIndex: page - 1, pageSize: TAG_PAGE_SIZE },
      { signal },
    ),
    provider.getTagFilters(slug, { signal }),
  ])
  const tag = requireLoaded(tags).find((entry) => entry.slug.toLowerCase() === slug)
  if (!tag) throw notFound()
  const stories = requireLoaded(content)
  if (page > 1 && page > stories.pages) throw notFound()
  if (sport && stories.total === 0) throw notFound()
  const sportOptions = filters.flatMap((option) => {
    const known = sports.find((entry) => entry.id === option.sportId)
    return known
      ? [{ label: option.title, href: tagPath(tag.slug, known.globalSportNameSlug) }]
      : []
  })
  return {
    tag: { name: tag.name, slug: tag.slug, description: tag.description },
    sport: sport ? { title: sport.title, globalSportNameSlug: sport.globalSportNameSlug } : null,
    path,
    page,
    pages: stories.pages,
    total: stories.total,
    firstPosition: (page - 1) * TAG_PAGE_SIZE + 1,
    sportOptions:
      sportOptions.length > 0
        ? [{ label: 'All sports', href: tagPath(tag.slug) }, ...sportOptions]
        : [],
    stories: stories.items.map(toStoryCardView),
  }
}
