import type { PressClipType } from '@fieldhouse/provider-client/press-clips'

import { withQuery } from '~/paths/with-query'
import { toAbsolute, toCollectionPageData } from '~/seo/collection-page-data'

import type { PressClipView } from './press-clip-list.server'

const WORDS: Record<PressClipType, { noun: string; heading: string }> = {
  clipping: { noun: 'clippings', heading: 'In the News' },
  coverage: { noun: 'coverage items', heading: 'Media Coverage' },
}

export const pressClipWords = (type: PressClipType) => WORDS[type]

/** The h1 and title: "2026-27 Football In the News", with the page from page 2 on. */
export function toPressClipsHeading(
  type: PressClipType,
  sportTitle: string | null,
  season: string | null,
): string {
  return [season, sportTitle, WORDS[type].heading].filter(Boolean).join(' ')
}

export function toPressClipsCanonical(
  path: string,
  filters: { season: string | null; sport: string | null; page: number },
): string {
  return withQuery(path, {
    season: filters.season,
    sport: filters.sport,
    page: filters.page > 1 ? filters.page : null,
  })
}

/**
 * schema.org: a CollectionPage whose ItemList holds the page's clips as Articles of other
 * publishers (each by its own address elsewhere), positions counted across pages.
 */
export function toPressClipsStructuredData(
  page: { name: string; path: string },
  clips: readonly PressClipView[],
  firstPosition: number,
  siteUrl: string | null,
): Record<string, unknown> {
  const url = toAbsolute(siteUrl)(page.path)
  return toCollectionPageData({ name: page.name, url }, clips, {
    firstPosition,
    item: (clip) => ({
      '@type': 'Article',
      headline: clip.headline,
      url: clip.link,
      publisher: { '@type': 'Organization', name: clip.outlet },
      ...(clip.author ? { author: { '@type': 'Person', name: clip.author } } : {}),
      ...(clip.day ? { datePublished: clip.day } : {}),
    }),
  })
}
