import type {
  SeriesImageResource,
  SeriesResource,
  SeriesTitleResource,
} from '@fieldhouse/contract/series'
import { and, asc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../../app-env'
import type { Db } from '../../db/client'
import { series, seriesEpisodes } from '../../db/schema'
import { parsePathId } from '../../http/query'
import { sportsById, type SportRow } from '../podcasts/podcast-queries'

// GET /Series/titles and /Series/{seriesId} (provider/README 3.5; schemas/v2/series), plus
// /Series, every series in order (own design). Episodes are the department's videos; a story's
// `video.archive` names one. Own-design extension: `slug` (the site's /series/{slug} page), on
// titles and series. Pictures are site-relative paths of generated art.

type SeriesRow = typeof series.$inferSelect
type EpisodeRow = typeof seriesEpisodes.$inferSelect

const SportIdsSchema = z.array(z.number().int())

const FORMAT_KEYS = [
  ...['f4m', 'rtmp', 'delveId', 'prismId', 'mobileH264', 'hlsdvr', 'mobile3gp'],
  ...['mobileHLS', 'iframe', 'ttml', 'srt', 'httpDownload', 'thumbnailVTT'],
]

function toImage(id: number, path: string, width: number, height: number): SeriesImageResource {
  const slash = path.lastIndexOf('/')
  return {
    id,
    fileName: path.slice(slash + 1),
    path: path.slice(0, slash + 1),
    height,
    width,
    thumbnail: path,
    original: path,
  }
}

function toEpisode(row: EpisodeRow, sport: SportRow | undefined) {
  return {
    id: row.id,
    seasonId: 1,
    title: row.title,
    description: row.description,
    postDate: row.postDate,
    publishDate: row.postDate,
    order: row.rank,
    sportIds: [row.sportId],
    thumbnailImage: toImage(row.id, row.thumbnailPath, 1600, 900),
    portraitImage: null,
    mediafile: {
      id: String(row.id),
      prismId: null,
      title: row.title,
      description: row.description,
      dateUtc: row.postDate,
      sportId: row.sportId,
      sportShortname: sport?.shortName ?? '',
      sportAbbreviation: sport?.abbrev ?? '',
      globalSportShortname: sport?.globalSportShortName ?? '',
      categoryName: 'Highlights',
      sportTitle: sport?.title ?? '',
      gameId: null,
      appExclusive: false,
      type: 'archive',
      format: 'video',
      authorized: true,
      blackedOut: false,
      blackedOutMessage: null,
      free: true,
      authOnlyRequired: false,
      premium: false,
      usePreroll: false,
      // The player's stream formats: none on this provider (every key, null).
      formats: Object.fromEntries(FORMAT_KEYS.map((key) => [key, null])),
      poster: row.thumbnailPath,
      watchers: 0,
      adTagUrl: '',
      test: false,
      favorited: null,
      favorites: 0,
      views: row.views,
      categoryId: 1,
      duration: row.duration,
      state: 'archived',
    },
  }
}

function toSeries(
  row: SeriesRow,
  episodes: EpisodeRow[],
  sportOf: Map<number, SportRow>,
): SeriesResource {
  return {
    episodes: episodes.map((episode) => toEpisode(episode, sportOf.get(episode.sportId))),
    id: row.id,
    title: row.title,
    description: row.description,
    callToActionText: row.callToActionText,
    publishDate: row.publishDate,
    isLimited: row.isLimited,
    order: row.rank,
    sportIds: SportIdsSchema.parse(row.sportIds),
    hero: toImage(row.id, row.heroPath, 1920, 1080),
    landscape: null,
    portrait: toImage(row.id * 10 + 1, row.heroPath, 1920, 1080),
    slug: row.slug,
  }
}

function loadSeries(db: Db, tenantId: number, id?: number): SeriesResource[] {
  const rows = db
    .select()
    .from(series)
    .where(and(eq(series.tenantId, tenantId), id === undefined ? undefined : eq(series.id, id)))
    .orderBy(asc(series.rank))
    .all()
  const sportOf = sportsById(db, tenantId)
  return rows.map((row) => {
    const episodes = db
      .select()
      .from(seriesEpisodes)
      .where(and(eq(seriesEpisodes.tenantId, tenantId), eq(seriesEpisodes.seriesId, row.id)))
      .orderBy(asc(seriesEpisodes.rank))
      .all()
    return toSeries(row, episodes, sportOf)
  })
}

export const seriesRoutes = new Hono<AppEnv>()
  .get('/series', (c) => c.json(loadSeries(c.var.db, c.var.tenant.id)))
  .get('/series/titles', (c) => {
    const rows = c.var.db
      .select()
      .from(series)
      .where(eq(series.tenantId, c.var.tenant.id))
      .orderBy(asc(series.rank))
      .all()
    const body: SeriesTitleResource[] = rows.map((row) => ({
      id: row.id,
      title: row.title,
      slug: row.slug,
    }))
    return c.json(body)
  })
  .get('/series/:seriesId', (c) => {
    const id = parsePathId(c.req.param('seriesId'))
    const [found] = loadSeries(c.var.db, c.var.tenant.id, id)
    if (!found) return c.body(null, 204)
    return c.json(found)
  })
