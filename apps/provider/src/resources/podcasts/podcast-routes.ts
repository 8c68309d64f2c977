import type { FilterOptionResource } from '@fieldhouse/contract/stories'
import type { PodcastSettingsResource } from '@fieldhouse/contract/podcasts'
import { Hono, type Context } from 'hono'
import type { AppEnv } from '../../app-env'
import { ApiError } from '../../errors'
import { getOrigin } from '../../http/origin'
import { pageByRank } from '../../http/paging'
import { getQueryParam, parsePathId, parseQueryId } from '../../http/query'
import { getMediaFileSizes } from '../media-files/media-file-queries'
import { PODCAST_NAMESPACE, escapeXml, toRssXml } from '../rss/rss-xml'
import { getFeedSite } from '../rss/site-origin'
import { listEpisodes, listPodcasts, sportsById } from './podcast-queries'
import { toEpisodeResource, toPodcastCategory, type PodcastMapping } from './podcast-resources'

// GET /Podcasts (episodes: $pageIndex/$pageSize, sportId, categoryId, searchTerm; SPEC 7,
// provider/README 3.5), /Podcasts/categories, /Podcasts/filters/categories|sports,
// /Podcasts/settings (v2.1 schemas), and own design: /Podcasts/categories/{id} (one podcast),
// /Podcasts/rss (the feed, RSS 2.0 with enclosures and Podcasting 2.0 transcripts; `categoryId`),
// and the players' tracking
// POSTs /Podcasts/{id}/play|download|recordProgress (204; kept nowhere). The audio is a public
// file (/media/{tenant}/podcasts/..., Range requests answered).

function mapping(c: Context<AppEnv>): PodcastMapping {
  const { db, tenant } = c.var
  return {
    timeZone: getFeedSite(c).timeZone,
    origin: getOrigin(c),
    tenantSlug: tenant.slug,
    podcasts: new Map(listPodcasts(db, tenant.id).map((row) => [row.id, row])),
    sports: sportsById(db, tenant.id),
    sizes: getMediaFileSizes(db, tenant.id),
  }
}

const MAX_SEARCH = 100

// Podcasting 2.0's transcript tag (issue 35): the WebVTT file on this provider, absolute as the
// enclosure is, whose cues are captions-timed (`rel="captions"`); none for an episode without.
function transcriptTag(transcriptUrl: string | undefined, origin: string): string {
  if (!transcriptUrl) return ''
  const url = escapeXml(`${origin}${transcriptUrl}`)
  return `<podcast:transcript url="${url}" type="text/vtt" language="en" rel="captions"/>`
}

function searchTerm(c: Context<AppEnv>): string | undefined {
  const value = getQueryParam(c, 'searchTerm')?.trim()
  if (value && value.length > MAX_SEARCH) {
    throw new ApiError(400, `Query parameter searchTerm must be at most ${MAX_SEARCH} characters`)
  }
  return value || undefined
}

function tracked(c: Context<AppEnv>) {
  parsePathId(c.req.param('id'))
  return c.body(null, 204)
}

export const podcastRoutes = new Hono<AppEnv>()
  .get('/podcasts', (c) => {
    const rows = listEpisodes(c.var.db, c.var.tenant.id, {
      sportId: parseQueryId(c, 'sportId'),
      podcastId: parseQueryId(c, 'categoryId'),
      search: searchTerm(c),
    })
    const options = mapping(c)
    return c.json(pageByRank(c, rows, (row) => toEpisodeResource(row, options)))
  })
  .get('/podcasts/categories', (c) => {
    const options = mapping(c)
    const episodes = listEpisodes(c.var.db, c.var.tenant.id)
    return c.json(
      [...options.podcasts.values()].map((podcast) =>
        toPodcastCategory(
          podcast,
          episodes.filter((episode) => episode.podcastId === podcast.id),
          options,
        ),
      ),
    )
  })
  .get('/podcasts/categories/:id', (c) => {
    const id = parsePathId(c.req.param('id'))
    const options = mapping(c)
    const podcast = options.podcasts.get(id)
    if (!podcast) return c.body(null, 204)
    const episodes = listEpisodes(c.var.db, c.var.tenant.id, { podcastId: id })
    return c.json(toPodcastCategory(podcast, episodes, options))
  })
  .get('/podcasts/filters/categories', (c) => {
    const body: FilterOptionResource[] = listPodcasts(c.var.db, c.var.tenant.id).map((row) => ({
      value: row.id,
      name: row.title,
      statTitle: row.slug,
    }))
    return c.json(body)
  })
  .get('/podcasts/filters/sports', (c) => {
    const sports = sportsById(c.var.db, c.var.tenant.id)
    const ids = new Set(listEpisodes(c.var.db, c.var.tenant.id).flatMap((row) => row.sportIds))
    const body: FilterOptionResource[] = [...ids]
      .flatMap((id) => {
        const sport = sports.get(id)
        return sport ? [{ value: id, name: sport.title, statTitle: sport.shortName }] : []
      })
      .sort((a, b) => a.name.localeCompare(b.name))
    return c.json(body)
  })
  .get('/podcasts/settings', (c) => {
    const podcast = listPodcasts(c.var.db, c.var.tenant.id)[0]
    const body: PodcastSettingsResource = {
      siteHostName: new URL(getOrigin(c)).host,
      title: podcast?.title ?? 'Podcasts',
      description: podcast?.description ?? '',
      rssImage: podcast ? `/images/${c.var.tenant.slug}/${podcast.imagePath}` : '',
      authorName: 'Athletics Communications',
      managingEmail: `communications@${c.var.tenant.slug}.example`,
      showAllInFeed: true,
      hubContent: '',
    }
    return c.json(body)
  })
  .get('/podcasts/rss', (c) => {
    const podcastId = parseQueryId(c, 'categoryId')
    const options = mapping(c)
    const podcast = podcastId === undefined ? undefined : options.podcasts.get(podcastId)
    if (podcastId !== undefined && !podcast) return c.body(null, 204)
    const site = getFeedSite(c)
    const episodes = listEpisodes(c.var.db, c.var.tenant.id, { podcastId })
      .map((row) => toEpisodeResource(row, options))
      .filter((episode) => episode.url)
    const items = episodes.map((episode) => {
      // The episode's place on its podcast's page (the site's /podcasts/{slug}/{id}#episode-{id}).
      const link = escapeXml(
        `${site.origin}/podcasts/${episode.podcastSlug}/${episode.categoryId}#episode-${episode.id}`,
      )
      return `<item><title>${escapeXml(episode.title)}</title><link>${link}</link><description>${escapeXml(episode.rawDescription ?? '')}</description><pubDate>${episode.podPubdate}</pubDate><guid isPermaLink="true">${link}</guid><enclosure url="${escapeXml(episode.absoluteUrl ?? '')}" length="${episode.enclosureLength}" type="${episode.enclosureType}"/>${transcriptTag(episode.transcriptUrl, options.origin)}</item>`
    })
    return c.body(
      toRssXml({
        title: podcast?.title ?? 'Podcasts',
        link: `${site.origin}/podcasts`,
        description: podcast?.description ?? 'Every podcast of the department.',
        items,
        namespaces: { podcast: PODCAST_NAMESPACE },
      }),
      200,
      { 'content-type': 'application/rss+xml; charset=utf-8' },
    )
  })
  .post('/podcasts/:id/play', tracked)
  .post('/podcasts/:id/download', tracked)
  .post('/podcasts/:id/recordprogress', tracked)
