import { toAbsolute, toCollectionPageData } from '~/seo/collection-page-data'
import { BUILT_ON_SERVER, pageMeta } from '~/seo/page-meta'
import type { RootMatches } from '~/seo/root-matches'

import type { MomentView } from './moments-grid.server'
import type { loadMomentsPage } from './moments.server'

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

/** The meta of a moments page, the department's or a sport's: the caller says the description. */
export function momentsMeta(
  matches: RootMatches,
  page: Awaited<ReturnType<typeof loadMomentsPage>>,
  description: string,
) {
  const { title, path, image, structuredData } = page
  return pageMeta({
    matches,
    title,
    description,
    path,
    image,
    structuredData: import.meta.env.SSR ? { ...structuredData, description } : BUILT_ON_SERVER,
  })
}
