import { toAbsolute, toCollectionPageData } from '~/seo/collection-page-data'

import type { MomentView } from './moments-grid.server'

/** "Football Moments", "Moments", with the page from page 2 on. */
export function toMomentsTitle(sportTitle: string | null, page: number): string {
  const heading = sportTitle ? `${sportTitle} Moments` : 'Moments'
  return page > 1 ? `${heading}, page ${page}` : heading
}

/**
 * schema.org: a CollectionPage whose ItemList holds the page's moments as CreativeWorks (they
 * have no page of their own), with day, text and picture.
 */
export function toMomentsStructuredData(
  page: { name: string; path: string },
  moments: readonly MomentView[],
  firstPosition: number,
  siteUrl: string | null,
): Record<string, unknown> {
  const absolute = toAbsolute(siteUrl)
  return toCollectionPageData({ name: page.name, url: absolute(page.path) }, moments, {
    firstPosition,
    item: (moment) => ({
      '@type': 'CreativeWork',
      name: moment.title,
      description: moment.text,
      datePublished: moment.day,
      ...(moment.image ? { image: absolute(moment.image.url) } : {}),
    }),
  })
}
