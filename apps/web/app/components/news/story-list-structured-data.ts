// schema.org for a page that lists stories (archives, a tag): a CollectionPage whose main entity
// is an ItemList of the page's stories, each a NewsArticle by its address, position counted
// across pages so page 2 starts where page 1 ended.

export type StoryListItem = { headline: string; path: string; day: string }

export function toStoryListStructuredData(
  page: { name: string; description: string; path: string },
  stories: readonly StoryListItem[],
  firstPosition: number,
  siteUrl: string | null,
): Record<string, unknown> {
  const absolute = (path: string) => (siteUrl ? new URL(path, siteUrl).href : path)
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: page.name,
    description: page.description,
    url: absolute(page.path),
    mainEntity: {
      '@type': 'ItemList',
      itemListOrder: 'https://schema.org/ItemListOrderDescending',
      numberOfItems: stories.length,
      itemListElement: stories.map((story, index) => ({
        '@type': 'ListItem',
        position: firstPosition + index,
        url: absolute(story.path),
        item: {
          '@type': 'NewsArticle',
          headline: story.headline,
          datePublished: story.day,
          url: absolute(story.path),
        },
      })),
    },
  }
}
