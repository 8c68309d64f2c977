import type { MetaDescriptor } from 'react-router'

import { fillSeoTemplate } from '@fieldhouse/domain/seo-tokens'

import { getPageSite, getSiteName, type RootMatches } from '~/seo/root-matches'
import { getRouteKind } from '~/utils/route-kind'

import { buildCrawlerTags } from './crawler-tags'
import { buildPageStructuredData } from './page-structured-data'

export type PageMetaOptions = {
  matches: RootMatches
  title: string
  description: string
  /** The page's own path; with SITE_URL it makes the canonical link. */
  path: string
  /**
   * A site-relative or absolute image address for link previews (Open Graph, Twitter cards),
   * shared as a 1600 px wide JPEG (SPEC.md 9); the site's logo when the page has none.
   */
  image?: string | null
  /** Open Graph type: 'website' unless the page is an article. */
  type?: 'website' | 'article'
  /**
   * Values for the tokens of the provider's title and description templates (GET /Seo) beyond
   * what every page knows (the page's title, the site, the sport): `{ season: '2025-26' }`.
   */
  tokens?: Record<string, string | null | undefined>
  /** schema.org data for the page, rendered as JSON-LD; see BUILT_ON_SERVER. */
  structuredData?: Record<string, unknown> | typeof BUILT_ON_SERVER | null
}

// Structured data is for crawlers, which read the server's HTML. A page whose builder is big
// enough to matter in the browser's JavaScript calls it on the server only:
//   structuredData: import.meta.env.SSR ? build(...) : BUILT_ON_SERVER
// so the builder drops out of the browser bundle. In the browser the page then renders the
// same <script> element with an empty object: React does not compare an element's inner HTML
// when it hydrates, so the server's JSON-LD stays in place. The builder must return an object
// on the server (never null), or the two renders would differ by one element.
export const BUILT_ON_SERVER = 'built-on-server'

// React Router keys each JSON-LD script by its text. The site's script stands in the browser as
// an object other than the page's own `{}`, so the two never share a key: on a client-side
// navigation the page's script is replaced and the site's kept, never confused.
const SITE_DATA_IN_BROWSER = { '@type': 'WebPage' }

/**
 * Title, description, canonical link, link-preview tags (Open Graph, Twitter card), robots and
 * JSON-LD for one page. Where the provider's Seo settings give a template for the page's SEO
 * name (SPEC.md 2.3), it wins, filled from what the page knows; otherwise, and when the settings
 * could not be read (SPEC.md 8), the page's own title stays. The canonical URL drops the query
 * string: every page of SPEC.md 2.1 is addressed by its path.
 */
export function pageMeta(options: PageMetaOptions): MetaDescriptor[] {
  const shell = getPageSite(options.matches)
  const siteName = getSiteName(options.matches)
  const kind = getRouteKind(options.matches as never)
  const seo = shell?.seo
  const values = {
    ...seo?.values,
    site_name: siteName,
    page_title: options.title,
    title: options.title,
    sport_name: shell?.currentSport?.title,
    sport: shell?.currentSport?.title,
    ...options.tokens,
  }
  const fill = (template: string | undefined, more?: Record<string, string>) =>
    template && seo ? fillSeoTemplate(template, { ...values, ...more }, seo.tokens) : null
  const title =
    (kind && fill(seo?.title[kind])) ||
    (options.title === siteName ? siteName : `${options.title} | ${siteName}`)
  const url = shell ? new URL(options.path, shell.siteUrl).href : null
  const descriptors: MetaDescriptor[] = [{ title }]
  if (url) descriptors.push({ tagName: 'link', rel: 'canonical', href: url })
  // The description, robots and link-preview tags are for crawlers and previewers, which read
  // the server's HTML, so they are made there only (seo/crawler-tags.ts): the browser keeps
  // the server's tags when it hydrates and drops them on the first client-side navigation.
  if (import.meta.env.SSR) {
    descriptors.push(
      ...buildCrawlerTags({
        title,
        // The page's own description is the token {page_description}: a template can keep it
        // (a box score's line score, a facility's text) and add to it.
        description:
          (kind && fill(seo?.description?.[kind], { page_description: options.description })) ||
          options.description,
        siteName,
        url,
        kind,
        type: options.type,
        image: options.image ?? shell?.site.logo,
      }),
    )
  }
  // JSON-LD: the page's own first when it has one (a NewsArticle, a SportsTeam ...), then the
  // site's (Organization and WebSite on the home page, a BreadcrumbList on the others), made on
  // the server only as above. Each is a script of its own: a page's data stays one object with
  // its own @type, as search engines' validators show it.
  const data = options.structuredData === BUILT_ON_SERVER ? {} : options.structuredData
  if (data) descriptors.push({ 'script:ld+json': data })
  if (shell && url) {
    descriptors.push({
      'script:ld+json': import.meta.env.SSR
        ? buildPageStructuredData({ kind, shell, title: options.title, url })
        : SITE_DATA_IN_BROWSER,
    })
  }
  return descriptors
}
