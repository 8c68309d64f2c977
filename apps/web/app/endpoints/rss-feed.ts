import { buildImageUrl } from '@fieldhouse/domain/image-url'
import { findSportBySlug, getRealSports } from '@fieldhouse/domain/sports'

import type { EndpointArgs } from '~/paths/endpoints'
import { archivesPath, storyPath } from '~/paths/news'
import { rssFeedPath } from '~/paths/rss'
import { getSiteUrl } from '~/utils/env.server'
import { provider } from '~/utils/provider.server'
import { getQuery } from '~/utils/query'
import { toRss } from '~/utils/rss.server'
import { toSiteIdentity } from '~/utils/site-identity'

// GET /rss.aspx?path={sport}: the newest stories as RSS 2.0, every sport's without `path`. Made
// here from the stories the client answers, with the site's own absolute addresses (the
// provider's feed links its own paths and host). Feed readers poll: a CDN may keep a copy for
// fifteen minutes.

const QUERY = ['path'] as const

const FEED_STORIES = 20
const FEED_HEADERS = {
  'Content-Type': 'application/rss+xml; charset=utf-8',
  'Cache-Control': 'public, max-age=900, s-maxage=900',
}

function plain(status: number, message: string, headers: Record<string, string> = {}) {
  return new Response(message, {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
    },
  })
}

export async function loader({ request }: Pick<EndpointArgs<'/rss.aspx'>, 'request'>) {
  const signal = request.signal
  const { path } = getQuery(request, QUERY)
  const [sports, settings] = await Promise.all([
    provider.getSports({ signal }),
    provider.getSiteSettings({ signal }),
  ])
  // A sport by its site slug or its short name, as older sites wrote it (?path=football).
  const sport = path ? findSportBySlug(getRealSports(sports), path) : null
  if (path && !sport) return plain(404, 'There is no news feed at this address.')
  const stories = await provider.loadStories(
    { sportId: sport?.id, pageIndex: 0, pageSize: FEED_STORIES },
    { signal },
  )
  if (stories.status !== 'ok') {
    return plain(503, 'The news feed is temporarily unavailable. Try again in a minute.', {
      'Retry-After': '30',
    })
  }
  const siteUrl = getSiteUrl()
  const absolute = (sitePath: string) => new URL(sitePath, siteUrl).href
  const siteName = toSiteIdentity(settings).name
  const body = toRss({
    title: sport ? `${siteName}: ${sport.title} news` : `${siteName}: news`,
    link: absolute(archivesPath(sport?.globalSportNameSlug ?? null)),
    self: absolute(rssFeedPath(sport?.globalSportNameSlug ?? null)),
    description: sport
      ? `The latest ${sport.title} news from ${siteName}.`
      : `The latest news from ${siteName}.`,
    items: stories.value.items.map((story) => ({
      title: story.headline,
      link: absolute(storyPath(story.day, story.slug)),
      description: story.teaser,
      published: story.postedAt,
      category: story.sport?.title ?? null,
      image: story.image
        ? {
            url: absolute(
              buildImageUrl({ baseUrl: '', src: story.image.url, width: 800, type: 'jpeg' }),
            ),
            type: 'image/jpeg',
          }
        : null,
    })),
  })
  return new Response(body, { headers: FEED_HEADERS })
}
