import { CommonSettingsSchema } from '@fieldhouse/contract/common'
import type { OnThisDayResponse, OnThisDayYear } from '@fieldhouse/contract/on-this-day'
import { and, eq, sql } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import type { AppEnv } from '../../app-env'
import { onThisDay, series, seriesEpisodes } from '../../db/schema'
import { sameTenantRow } from '../../db/tenant-rows'
import { ApiError } from '../../errors'
import { getQueryParam, parseQueryId } from '../../http/query'
import { toLocal } from '../../local-time'
import { sportsById } from '../podcasts/podcast-queries'
import { getSetting } from '../settings/settings-queries'
import { toSlugSport } from '../sports/sport-resource'
import { listStories } from '../stories/story-queries'
import { toStoryPath } from '../stories/story-resources'

// GET /OnThisDay (provider/README 3.5; schemas/v2/onThisDay): the day's history by year, newest
// year first: the department's milestones and old results (on_this_day), the published stories
// and the series videos of that calendar day. Own design: `month` and `day` (both or neither;
// default today in the tenant's zone), `sportId`.

function parseDay(c: Context<AppEnv>): string {
  const month = getQueryParam(c, 'month')
  const day = getQueryParam(c, 'day')
  if (!month && !day) {
    const timeZone =
      getSetting(c.var.db, c.var.tenant.id, 'common', CommonSettingsSchema)?.siteSettings
        .timeZone ?? 'UTC'
    return toLocal(c.var.now().getTime(), timeZone).slice(5, 10)
  }
  const text = `${(month ?? '').padStart(2, '0')}-${(day ?? '').padStart(2, '0')}`
  // 2024 is a leap year: 29 February is a day with history too.
  const parsed = new Date(`2024-${text}T00:00:00Z`)
  if (
    !/^\d{2}-\d{2}$/.test(text) ||
    Number.isNaN(parsed.getTime()) ||
    !parsed.toISOString().startsWith(`2024-${text}`)
  ) {
    throw new ApiError(400, 'Query parameters month and day must name a calendar day')
  }
  return text
}

export const onThisDayRoutes = new Hono<AppEnv>().get('/onthisday', (c) => {
  const monthDay = parseDay(c)
  const sportId = parseQueryId(c, 'sportId')
  const { db, tenant } = c.var
  const sports = sportsById(db, tenant.id)
  const years = new Map<number, OnThisDayYear>()
  const yearOf = (date: string) => {
    const year = Number(date.slice(0, 4))
    const entry = years.get(year) ?? {
      year,
      stories: [],
      galleries: [],
      videos: [],
      games: [],
      podcasts: [],
    }
    years.set(year, entry)
    return entry
  }
  const wanted = (id: number) => sportId === undefined || id === sportId
  const history = db
    .select()
    .from(onThisDay)
    .where(
      and(eq(onThisDay.tenantId, tenant.id), sql`substr(${onThisDay.date}, 6, 5) = ${monthDay}`),
    )
    .orderBy(onThisDay.date, onThisDay.id)
    .all()
  for (const row of history) {
    const sport = sports.get(row.sportId)
    if (!sport || !wanted(row.sportId)) continue
    const base = {
      id: row.id,
      date: row.date,
      sport: toSlugSport(sport.id, sport),
      featured: row.featured,
    }
    if (row.kind === 'game') {
      yearOf(row.date).games.push({
        ...base,
        type: 'game',
        locationIndicator: row.locationIndicator ?? 'H',
        opponent: row.opponent ? { title: row.opponent, image: null } : null,
        result: {
          status: row.resultStatus ?? '',
          teamScore: row.teamScore,
          opponentScore: row.opponentScore,
          prescore: null,
          postscore: null,
          boxscore: null,
          recap: null,
        },
      })
    } else {
      yearOf(row.date).stories.push({
        ...base,
        type: 'story',
        title: row.title,
        filename: `history-${row.id}`,
        byline: null,
        pregame: false,
        postgame: false,
        url: row.url ?? '/on-this-day',
        image: row.imagePath ? { url: row.imagePath, altText: sport.title } : null,
        summary: row.summary,
      })
    }
  }
  const stories = listStories(db, tenant.id, { published: true, sportId }).filter(
    (row) => row.story.date.slice(5, 10) === monthDay,
  )
  for (const { story, sport } of stories.reverse()) {
    yearOf(story.date).stories.push({
      id: story.id,
      date: story.date,
      sport: toSlugSport(sport.id, sport),
      featured: false,
      type: 'story',
      title: story.title,
      filename: story.slug,
      byline: story.byline,
      pregame: story.type === 'preview',
      postgame: story.type === 'recap',
      url: toStoryPath(story.date, story.slug),
      image: story.imagePath ? { url: story.imagePath, altText: story.imageAlt } : null,
    })
  }
  const videos = db
    .select({ episode: seriesEpisodes, slug: series.slug })
    .from(seriesEpisodes)
    .innerJoin(series, sameTenantRow(series, seriesEpisodes.tenantId, seriesEpisodes.seriesId))
    .where(
      and(
        eq(seriesEpisodes.tenantId, tenant.id),
        sql`substr(${seriesEpisodes.postDate}, 6, 5) = ${monthDay}`,
      ),
    )
    .orderBy(seriesEpisodes.postDate, seriesEpisodes.id)
    .all()
  for (const { episode, slug } of videos) {
    const sport = sports.get(episode.sportId)
    if (!sport || !wanted(episode.sportId)) continue
    yearOf(episode.postDate).videos.push({
      id: episode.id,
      date: episode.postDate,
      sport: toSlugSport(sport.id, sport),
      featured: false,
      type: 'video',
      title: episode.title,
      file: String(episode.id),
      format: 'video',
      url: `/series/${slug}`,
      image: { url: episode.thumbnailPath, altText: episode.title },
    })
  }
  const body: OnThisDayResponse = {
    data: [...years.values()].sort((a, b) => b.year - a.year),
    randomImage: null,
  }
  return c.json(body)
})
