// schema.org for a page that lists things (stories, moments, clips, podcasts, publications): a
// CollectionPage whose main entity is an ItemList of the page's items, each a ListItem at its
// position, counted across pages when the list has more than one. The screens' builders say what
// an item is (a NewsArticle, a CreativeWork...); the list around it is this one shape.

export type Absolute = (path: string) => string

/** Site paths made absolute with the site's address, as they are when it is unknown. */
export const toAbsolute =
  (siteUrl: string | null): Absolute =>
  (path) =>
    siteUrl ? new URL(path, siteUrl).href : path

type CollectionPage = {
  name: string
  /** Left out of the data when not given. */
  description?: string
  /** The page's absolute address. */
  url: string
}

type ItemListOptions<T> = {
  /** The schema.org item of one entry. */
  item: (entry: T) => Record<string, unknown>
  /** The first entry's position: later pages go on where the one before ended. */
  firstPosition?: number
  /** The entry's own address on the ListItem, beside its item. */
  url?: (entry: T) => string
  /** Newest first: says so with itemListOrder. */
  descending?: boolean
  /** numberOfItems, the page's count of entries (by default). */
  counted?: boolean
}

export function toCollectionPageData<T>(
  page: CollectionPage,
  entries: readonly T[],
  { item, firstPosition = 1, url, descending = false, counted = true }: ItemListOptions<T>,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: page.name,
    ...(page.description === undefined ? {} : { description: page.description }),
    url: page.url,
    mainEntity: {
      '@type': 'ItemList',
      ...(descending ? { itemListOrder: 'https://schema.org/ItemListOrderDescending' } : {}),
      ...(counted ? { numberOfItems: entries.length } : {}),
      itemListElement: entries.map((entry, index) => ({
        '@type': 'ListItem',
        position: firstPosition + index,
        ...(url ? { url: url(entry) } : {}),
        item: item(entry),
      })),
    },
  }
}
