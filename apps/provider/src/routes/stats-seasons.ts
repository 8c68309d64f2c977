import type { StatsSeasonResource } from '@fieldhouse/contract/players'
import type { Db } from '../db/client'

// The seasons a player has stats for (the bio's `statsSeasons`, which drive
// `/Stats/bio?year=`). No stats are kept yet, so none.
export function listStatsSeasons(
  _db: Db,
  _tenantId: number,
  _playerId: number,
): StatsSeasonResource[] {
  return []
}
