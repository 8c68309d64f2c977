import { redirect } from 'react-router'

/**
 * A page has one address. Asked for at another spelling of it (a season written "2025" for
 * "2025-26", a name segment that changed, the wrong sport's slug), it moves there for good: 301,
 * so search engines keep one copy. The canonical link in the page says the same (seo/page-meta.ts).
 */
export function requireCanonical(asked: string, canonical: string): void {
  if (asked !== canonical) throw redirect(canonical, 301)
}
