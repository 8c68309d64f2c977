// schema.org for a page that lists stories (archives, a tag): a CollectionPage whose main entity
// is an ItemList of the page's stories, each a NewsArticle by its address, position counted
// across pages so page 2 starts where page 1 ended.

import { toAbsolute, toCollectionPageData } from './collection-page-data'

export type StoryListItem = { headline: string; path: string; day: string }

export function toStoryListStructuredData(
  page: { name: string; description: string; path: string },
  stories: readonly StoryListItem[],
  firstPosition: number,
  siteUrl: string | null,
): Record<string, unknown> {
  const absolute = toAbsolute(siteUrl)
  return toCollectionPageData(
    { name: page.name, description: page.description, url: absolute(page.path) },
    stories,
    {
      firstPosition,
      descending: true,
      url: (story) => absolute(story.path),
      item: (story) => ({
        '@type': 'NewsArticle',
        headline: story.headline,
        datePublished: story.day,
        url: absolute(story.path),
      }),
    },
  )
}
