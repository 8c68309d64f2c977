import { BUILT_ON_SERVER, pageMeta, type PageMetaOptions } from './page-meta'
import { getPageSite } from './root-matches'
import { toStoryListStructuredData, type StoryListItem } from './story-list-structured-data'

/**
 * The meta of a page that lists stories (the archives, a tag's stories): pageMeta with the
 * list as CollectionPage JSON-LD, built on the server only (seo/page-meta.ts BUILT_ON_SERVER), so
 * the builder stays out of the pages' JavaScript.
 */
export function storyListMeta(
  options: Omit<PageMetaOptions, 'structuredData'> & {
    stories: readonly StoryListItem[]
    firstPosition: number
  },
) {
  const { stories, firstPosition, ...page } = options
  return pageMeta({
    ...page,
    structuredData: import.meta.env.SSR
      ? toStoryListStructuredData(
          { name: page.title, description: page.description, path: page.path },
          stories,
          firstPosition,
          getPageSite(page.matches)?.siteUrl ?? null,
        )
      : BUILT_ON_SERVER,
  })
}
