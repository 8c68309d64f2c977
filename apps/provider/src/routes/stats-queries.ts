import { and, asc, eq, inArray } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../db/client'
import { playerStats, statGames } from '../db/schema'

// Database reads behind /Stats/* and the bio's `statsSeasons`.

export type StatGameRow = typeof statGames.$inferSelect
export type PlayerStatsRow = typeof playerStats.$inferSelect

// The stored game lines (seed/teams/stats.ts), checked when read.
export const StoredGamesSchema = z.array(
  z.object({
    game: z.number().int(),
    started: z.boolean(),
    line: z.record(z.string(), z.record(z.string(), z.number())),
  }),
)

export type StoredGames = z.infer<typeof StoredGamesSchema>

export function listPlayerStats(
  db: Db,
  tenantId: number,
  rosterPlayerIds: number[],
): Map<number, PlayerStatsRow> {
  if (rosterPlayerIds.length === 0) return new Map()
  const rows = db
    .select()
    .from(playerStats)
    .where(
      and(eq(playerStats.tenantId, tenantId), inArray(playerStats.rosterPlayerId, rosterPlayerIds)),
    )
    .all()
  return new Map(rows.map((row) => [row.rosterPlayerId, row]))
}

export function listStatGames(
  db: Db,
  tenantId: number,
  rosterId: number,
): Map<number, StatGameRow> {
  const rows = db
    .select()
    .from(statGames)
    .where(and(eq(statGames.tenantId, tenantId), eq(statGames.rosterId, rosterId)))
    .orderBy(asc(statGames.number))
    .all()
  return new Map(rows.map((row) => [row.number, row]))
}
