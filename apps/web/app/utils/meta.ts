import type { MetaDescriptor } from 'react-router'

import { getShell, type RootMatches } from '~/shell/use-shell'

export type PageMetaOptions = {
  matches: RootMatches
  title: string
  description: string
  /** The page's own path; with SITE_URL it makes the canonical link. */
  path: string
  /** A site-relative or absolute image address for link previews (Open Graph). */
  image?: string | null
  /** schema.org data for the page, rendered as JSON-LD. */
  structuredData?: Record<string, unknown> | null
}

// Title, description, canonical link and link-preview tags for one page. The canonical URL
// drops the query string: every page of SPEC.md 2.1 is addressed by its path.
export function pageMeta(options: PageMetaOptions): MetaDescriptor[] {
  const shell = getShell(options.matches)
  const siteName = shell?.site.name ?? 'Athletics'
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
  if (options.structuredData) descriptors.push({ 'script:ld+json': options.structuredData })
  return descriptors
}
