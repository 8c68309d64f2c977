import type { RssFeedResource } from '@fieldhouse/contract/rss'
import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { getOrigin } from '../../http/origin'
import { parseQueryId } from '../../http/query'
import { sportsById } from '../podcasts/podcast-queries'
import { listStories } from '../stories/story-queries'
import { toStoryPath } from '../stories/story-resources'
import { escapeXml, toRssDate, toRssXml } from './rss-xml'
import { getFeedSite } from './site-origin'

// GET /Rss (provider/README 3.1; schemas/v2/rss): a feed per sport with published stories, by
// title. GET /Rss/xml (status only in the evidence): the feed, RSS 2.0, the 20 newest
// published stories, of `sportId` when given (own design). Links are absolute: the site's
// pages on the tenant's site origin (site-origin.ts); dates RFC 822 in UTC ("GMT").

const FEED_LENGTH = 20

export const rssRoutes = new Hono<AppEnv>()
  .get('/rss', (c) => {
    const sports = sportsById(c.var.db, c.var.tenant.id)
    const withStories = new Set(
      listStories(c.var.db, c.var.tenant.id, { published: true }).map((row) => row.story.sportId),
    )
    const origin = getOrigin(c)
    const body: RssFeedResource[] = [...sports.values()]
      .filter((sport) => withStories.has(sport.id))
      .sort((a, b) => a.title.localeCompare(b.title))
      .map((sport, index) => ({
        rssUrl: `/rss.aspx?path=${sport.shortName}`,
        rssFolowUrl: `${origin}/api/v2/Rss/xml?sportId=${sport.id}`,
        sportId: sport.id,
        sportTitle: sport.title,
        sportShortName: sport.shortName,
        sportRank: index + 1,
      }))
    return c.json(body)
  })
  .get('/rss/xml', (c) => {
    const sportId = parseQueryId(c, 'sportId')
    const sport =
      sportId === undefined ? undefined : sportsById(c.var.db, c.var.tenant.id).get(sportId)
    if (sportId !== undefined && !sport) return c.body(null, 204)
    const site = getFeedSite(c)
    const stories = listStories(
      c.var.db,
      c.var.tenant.id,
      { published: true, sportId },
      { offset: 0, limit: FEED_LENGTH },
    )
    const items = stories.map(({ story, sport: storySport }) => {
      const link = escapeXml(`${site.origin}${toStoryPath(story.date, story.slug)}`)
      return `<item><title>${escapeXml(story.title)}</title><link>${link}</link><description>${escapeXml(story.teaser)}</description><category>${escapeXml(storySport.title)}</category><pubDate>${toRssDate(story.date, site.timeZone)}</pubDate><guid isPermaLink="true">${link}</guid></item>`
    })
    return c.body(
      toRssXml({
        title: sport ? `${sport.title} News` : 'Athletics News',
        link: `${site.origin}${sport ? `/sports/${sport.globalSportNameSlug}` : '/'}`,
        description: sport ? `The latest ${sport.title} news.` : 'The latest news from every team.',
        items,
      }),
      200,
      { 'content-type': 'application/rss+xml; charset=utf-8' },
    )
  })
