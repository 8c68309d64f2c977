import { asc } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { tenantRows } from '../../db/tenant-rows'
import { allAccessCategories, allAccessVideos } from '../../db/schema'
import { isEpisodePlayable } from '../podcasts/podcast-queries'

// Reads behind /Videos/all-access/*: a tenant's library, filtered and ordered in memory (a
// department's library is a few hundred items at most).

export type AllAccessRow = typeof allAccessVideos.$inferSelect
export type AllAccessCategoryRow = typeof allAccessCategories.$inferSelect

// orderBy values (own design: the real values are not evidenced), matched case-insensitively.
export const ALL_ACCESS_ORDERS = ['newest', 'oldest', 'mostViewed', 'title'] as const
export type AllAccessOrder = (typeof ALL_ACCESS_ORDERS)[number]

export type AllAccessFilters = {
  sportId?: number
  categoryId?: number
  includeAudio?: boolean
  onlyHasCaptions?: boolean
  pinnedMediaId?: number
  orderBy?: AllAccessOrder
}

// Whether the item's captions are on the wire: it has a caption file and may be played.
export function hasCaptionFile(row: AllAccessRow): boolean {
  return row.captionPath !== null && isEpisodePlayable(row)
}

const byNewest = (a: AllAccessRow, b: AllAccessRow) =>
  a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1

const COMPARE: Record<AllAccessOrder, (a: AllAccessRow, b: AllAccessRow) => number> = {
  newest: byNewest,
  oldest: (a, b) => -byNewest(a, b),
  mostViewed: (a, b) => b.views - a.views || byNewest(a, b),
  title: (a, b) => (a.title === b.title ? a.id - b.id : a.title < b.title ? -1 : 1),
}

export function listAllAccessVideos(
  db: Db,
  tenantId: number,
  filters: AllAccessFilters = {},
): AllAccessRow[] {
  const rows = tenantRows(db, allAccessVideos, tenantId, [], [])
    .filter((row) => !filters.sportId || row.sportId === filters.sportId)
    .filter((row) => !filters.categoryId || row.categoryId === filters.categoryId)
    .filter((row) => filters.includeAudio || row.format === 'video')
    .filter((row) => !filters.onlyHasCaptions || hasCaptionFile(row))
    .sort(COMPARE[filters.orderBy ?? 'newest'])
  // The pinned item leads when it is in the list the filters leave; otherwise nothing moves.
  const pinned = rows.findIndex((row) => row.id === filters.pinnedMediaId)
  return pinned < 0 ? rows : [rows[pinned] as AllAccessRow, ...rows.toSpliced(pinned, 1)]
}

export function listAllAccessCategories(db: Db, tenantId: number): AllAccessCategoryRow[] {
  return tenantRows(db, allAccessCategories, tenantId, [], [asc(allAccessCategories.rank)])
}
