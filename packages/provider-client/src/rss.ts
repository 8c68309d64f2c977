import { RssFeedsResponseSchema } from '@fieldhouse/contract/rss'
import type { ClientContext } from './context'
import type { Loaded } from './loaded'
import { loadFeed, type FileBody } from './media-files'
import type { CallOptions } from './transport'

// RSS (SPEC 2.1 /rss_feeds; provider/README 3.1): the list of feeds, and a feed's XML to pass
// through. The feed list names sports; the website builds its own feed addresses from them (the
// wire's rssUrl is a site address, rssFolowUrl the provider's), and answers them with
// loadRssFeed.

const LABEL = 'rss repository'

export type RssFeed = { sportId: number; sportTitle: string; sportShortName: string; rank: number }

const FeedsSchema = RssFeedsResponseSchema.transform((feeds) =>
  feeds
    .map(
      (feed): RssFeed => ({
        sportId: feed.sportId,
        sportTitle: feed.sportTitle,
        sportShortName: feed.sportShortName,
        rank: feed.sportRank,
      }),
    )
    .sort((a, b) => a.rank - b.rank),
)

export function rssResource(context: ClientContext) {
  return {
    /** GET /Rss: the feeds, one per sport with stories, in the provider's rank order. */
    async loadRssFeeds(options: CallOptions = {}): Promise<Loaded<RssFeed[]>> {
      return context.load({ label: LABEL, path: '/Rss', schema: FeedsSchema }, options)
    },

    /**
     * GET /Rss/xml: a sport's news feed (all news without `sportId`), RSS 2.0 bytes; `missing`
     * for an unknown sport (204). Never cached; the links inside are as the provider wrote them.
     */
    async loadRssFeed(sportId?: number, options: CallOptions = {}): Promise<Loaded<FileBody>> {
      const query = sportId === undefined ? '' : `?sportId=${sportId}`
      return loadFeed(context, LABEL, `/Rss/xml${query}`, options)
    },
  }
}
