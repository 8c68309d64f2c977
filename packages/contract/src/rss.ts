import { z } from 'zod'

// RSS (provider/README 3.1; schemas/v2/rss): GET /Rss lists the feeds, one for all news and one
// per sport with stories (`rssFolowUrl` sic, as evidenced). GET /Rss/xml (status only in the
// evidence) answers the feed itself, RSS 2.0 (own design: `sportId` picks a sport's feed).
// Own design: `rssUrl` is the site's /rss.aspx?path={shortName} (the classic sites' feed
// address), `rssFolowUrl` the same feed on the provider (/api/v2/Rss/xml?sportId=..).

export const RssFeedSchema = z.object({
  rssUrl: z.string(),
  rssFolowUrl: z.string(),
  sportId: z.number().int(),
  sportTitle: z.string(),
  sportShortName: z.string(),
  sportRank: z.number().int(),
})

export const RssFeedsResponseSchema = z.array(RssFeedSchema)

export type RssFeedResource = z.infer<typeof RssFeedSchema>
