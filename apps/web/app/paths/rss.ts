import { href } from 'react-router'

import { endpointHref } from './endpoints'
import { withQuery } from './with-query'

// The news feeds' addresses: /rss.aspx?path={sport}, the address the provider's feed list gives
// schools' sites (provider README 3.1, `rssUrl`), so feed readers subscribed to an older site of
// the school keep working; without `path`, every sport's news.

/** A sport's feed by its site slug, or all news for null. */
export function rssFeedPath(sportSlug: string | null): string {
  return withQuery(endpointHref('/rss.aspx'), { path: sportSlug })
}

/** The page that lists every feed. */
export function rssFeedsPagePath(): string {
  return href('/rss_feeds')
}
