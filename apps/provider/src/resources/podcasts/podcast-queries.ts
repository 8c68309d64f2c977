import { and, asc, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { podcastEpisodes, podcasts, sports } from '../../db/schema'

// Reads behind /Podcasts/*: the podcasts in order and their episodes newest first.

export type PodcastRow = typeof podcasts.$inferSelect
export type EpisodeRow = typeof podcastEpisodes.$inferSelect
export type SportRow = typeof sports.$inferSelect

export function listPodcasts(db: Db, tenantId: number): PodcastRow[] {
  return db
    .select()
    .from(podcasts)
    .where(eq(podcasts.tenantId, tenantId))
    .orderBy(asc(podcasts.rank))
    .all()
}

export type EpisodeFilters = { podcastId?: number; sportId?: number; search?: string }

export function listEpisodes(db: Db, tenantId: number, filters: EpisodeFilters = {}): EpisodeRow[] {
  const where = [eq(podcastEpisodes.tenantId, tenantId)]
  if (filters.podcastId !== undefined) where.push(eq(podcastEpisodes.podcastId, filters.podcastId))
  const search = filters.search?.toLowerCase()
  return db
    .select()
    .from(podcastEpisodes)
    .where(and(...where))
    .orderBy(desc(podcastEpisodes.date), desc(podcastEpisodes.id))
    .all()
    .filter((row) => filters.sportId === undefined || row.sportIds.includes(filters.sportId))
    .filter((row) => !search || `${row.title} ${row.description}`.toLowerCase().includes(search))
}

export function sportsById(db: Db, tenantId: number): Map<number, SportRow> {
  return new Map(
    db
      .select()
      .from(sports)
      .where(eq(sports.tenantId, tenantId))
      .all()
      .map((sport): [number, SportRow] => [sport.id, sport]),
  )
}
