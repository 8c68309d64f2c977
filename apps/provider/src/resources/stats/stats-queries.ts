import { and, asc, eq, inArray } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../db/client'
import { games, opponents, playerStats, seasons, sports, statGames } from '../../db/schema'
import { sameTenantRow } from '../../db/tenant-rows'

// Database reads behind /Stats/* and the bio's `statsSeasons`.

// A stats game with the site's box score page of its game, when that game has a box score.
export type StatGameRow = typeof statGames.$inferSelect & { boxscoreUrl: string | null }
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
    .select({
      row: statGames,
      hasBoxScore: games.hasBoxScore,
      sportSlug: sports.globalSportNameSlug,
      season: seasons.title,
      opponentSlug: opponents.slug,
    })
    .from(statGames)
    .leftJoin(games, sameTenantRow(games, statGames.tenantId, statGames.gameId))
    .leftJoin(sports, sameTenantRow(sports, games.tenantId, games.sportId))
    .leftJoin(seasons, sameTenantRow(seasons, games.tenantId, games.seasonId))
    .leftJoin(opponents, sameTenantRow(opponents, games.tenantId, games.opponentId))
    .where(and(eq(statGames.tenantId, tenantId), eq(statGames.rosterId, rosterId)))
    .orderBy(asc(statGames.number))
    .all()
  return new Map(
    rows.map(({ row, hasBoxScore, sportSlug, season, opponentSlug }) => [
      row.number,
      {
        ...row,
        // The site's pretty box score path (README 5).
        boxscoreUrl:
          hasBoxScore && sportSlug && season && opponentSlug && row.gameId !== null
            ? `/sports/${sportSlug}/stats/${season}/${opponentSlug}/boxscore/${row.gameId}`
            : null,
      },
    ]),
  )
}
