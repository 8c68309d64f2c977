import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { seriesEpisodes } from '../../db/schema'
import type { TenantDefinition } from '../tenant-definition'
import { mediaSport } from './media-kit'

// Video playlists (own design, GET /Videos/playlists): per sport with videos, its newest
// highlights and, where it has more, its most watched; one department-wide "Best of" the most
// watched overall. Built from the series episodes, so seeded after the stories.

export type SeedPlaylist = {
  id: number
  sportId: number | null
  title: string
  description: string
  rank: number
  videoIds: number[]
}

const PER_PLAYLIST = 6

export function buildPlaylists(db: Db, definition: TenantDefinition): SeedPlaylist[] {
  const episodes = db
    .select()
    .from(seriesEpisodes)
    .where(and(eq(seriesEpisodes.tenantId, definition.tenantId)))
    .orderBy(desc(seriesEpisodes.postDate), desc(seriesEpisodes.id))
    .all()
  if (episodes.length === 0) return []
  const mostWatched = (list: typeof episodes) =>
    [...list].sort((a, b) => b.views - a.views || b.id - a.id).slice(0, PER_PLAYLIST)
  const playlists: SeedPlaylist[] = [
    {
      id: 1501,
      sportId: null,
      title: `Best of ${definition.mascotPlural} video`,
      description: `The most watched ${definition.schoolName} videos of the year.`,
      rank: 0,
      videoIds: mostWatched(episodes).map((episode) => episode.id),
    },
  ]
  definition.sports
    .filter((key) => key !== 'general')
    .forEach((key, index) => {
      const sport = mediaSport(definition, key)
      const own = episodes.filter((episode) => episode.sportId === sport.id)
      if (own.length === 0) return
      playlists.push({
        id: 1511 + index * 2,
        sportId: sport.id,
        title: `${sport.title} highlights`,
        description: `Every ${sport.title.toLowerCase()} game's highlights, newest first.`,
        rank: 10 + index * 2,
        videoIds: own.slice(0, PER_PLAYLIST).map((episode) => episode.id),
      })
      if (own.length <= PER_PLAYLIST / 2) return
      playlists.push({
        id: 1512 + index * 2,
        sportId: sport.id,
        title: `Most watched: ${sport.title}`,
        description: `The ${sport.title.toLowerCase()} videos fans watched most.`,
        rank: 11 + index * 2,
        videoIds: mostWatched(own)
          .slice(0, PER_PLAYLIST / 2)
          .map((episode) => episode.id),
      })
    })
  return playlists
}
