import type { StatsSeasonResource } from '@fieldhouse/contract/players'
import type { Db } from '../../db/client'
import type { PlayerSeason } from '../rosters/roster-queries'
import { listPlayerStats } from '../stats/stats-queries'

// The seasons a player has stats for, newest first: the bio's `statsSeasons`, whose `year` is
// what `/Stats/bio?year=` takes (the first year of the season's title).
export function listStatsSeasons(
  db: Db,
  tenantId: number,
  seasons: PlayerSeason[],
): StatsSeasonResource[] {
  const stats = listPlayerStats(
    db,
    tenantId,
    seasons.map((row) => row.rp.id),
  )
  return seasons
    .filter((row) => stats.has(row.rp.id))
    .map((row) => ({ season: row.season.title, year: row.season.year, rosterPlayerId: row.rp.id }))
}
