import type { MetaDescriptor } from 'react-router'

import { buildImageUrl } from '@fieldhouse/domain/image-url'
import type { RouteKind } from '@fieldhouse/domain/route-kind'

export type CrawlerTagsInput = {
  title: string
  description: string
  siteName: string
  kind: RouteKind | null
  /** The page's absolute address; without it there is no og:url and no image. */
  url: string | null
  type?: 'website' | 'article' | undefined
  /** A site-relative or absolute image; shared as a 1600 px wide JPEG (SPEC.md 9). */
  image?: string | null | undefined
}

// Screens search engines should not list (issue 22): previews and protected files, print and
// text versions, sign-in, search results and the not-found page.
const NOINDEX = /^(hidden-|protected-)|-print$|^(schedule-text|login|search|not-found)$/

/**
 * The tags only machines read: the meta description and robots for search engines, Open Graph
 * and Twitter cards for link previews. Crawlers and previewers (chat apps, social networks) read
 * the server's HTML and run no JavaScript, so pageMeta makes these on the server only
 * (`import.meta.env.SSR`), which keeps this module and the template filling of descriptions out
 * of every page's JavaScript. React 19 hydrates a <meta> only when the browser's render asks
 * for it and leaves the others in place; the page-loading module (loading/page-loading.client.ts) removes them after the first
 * client-side navigation, so the live document never describes a page it no longer shows.
 */
export function buildCrawlerTags(input: CrawlerTagsInput): MetaDescriptor[] {
  return listCrawlerTags(input).map((tag) => ({ ...tag, [CRAWLER_TAG_ATTRIBUTE]: '' }))
}

// Marks the tags the browser may remove (page-loading.client.ts): the browser's React owns other
// <meta> elements, such as an error page's own description, and must be left to remove them.
const CRAWLER_TAG_ATTRIBUTE = 'data-crawler'

function listCrawlerTags(input: CrawlerTagsInput): MetaDescriptor[] {
  const image = input.image ? toShareImage(input.image) : null
  const tags: MetaDescriptor[] = [
    { name: 'description', content: input.description },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: input.description },
    { property: 'og:site_name', content: input.siteName },
    { property: 'og:type', content: input.type ?? 'website' },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: input.title },
    { name: 'twitter:description', content: input.description },
  ]
  if (input.kind && NOINDEX.test(input.kind)) tags.push({ name: 'robots', content: 'noindex' })
  if (input.url) {
    tags.push({ property: 'og:url', content: input.url })
    if (image) {
      const href = new URL(image, input.url).href
      tags.push({ property: 'og:image', content: href }, { name: 'twitter:image', content: href })
    }
  }
  return tags
}

function toShareImage(picture: string): string {
  return /^\/images\/(?:resize|crop)\?/.test(picture)
    ? picture
    : buildImageUrl({ baseUrl: '', src: picture, width: 1600, type: 'jpeg' })
}
