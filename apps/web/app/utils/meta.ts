import type { MetaDescriptor } from 'react-router'

import { getShell, getSiteName, type RootMatches } from '~/shell/use-shell'

export type PageMetaOptions = {
  matches: RootMatches
  title: string
  description: string
  /** The page's own path; with SITE_URL it makes the canonical link. */
  path: string
  /** A site-relative or absolute image address for link previews (Open Graph). */
  image?: string | null
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

// Title, description, canonical link and link-preview tags for one page. The canonical URL
// drops the query string: every page of SPEC.md 2.1 is addressed by its path.
export function pageMeta(options: PageMetaOptions): MetaDescriptor[] {
  const shell = getShell(options.matches)
  const siteName = getSiteName(options.matches)
  const title = options.title === siteName ? siteName : `${options.title} | ${siteName}`
  const descriptors: MetaDescriptor[] = [
    { title },
    { name: 'description', content: options.description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: options.description },
    { property: 'og:site_name', content: siteName },
  ]
  if (shell) {
    const url = new URL(options.path, shell.siteUrl).href
    descriptors.push({ tagName: 'link', rel: 'canonical', href: url })
    descriptors.push({ property: 'og:url', content: url })
    if (options.image) {
      descriptors.push({ property: 'og:image', content: new URL(options.image, url).href })
    }
  }
  const data = options.structuredData === BUILT_ON_SERVER ? {} : options.structuredData
  if (data) descriptors.push({ 'script:ld+json': data })
  return descriptors
}
