import type { CumeStatsResponse } from '@fieldhouse/contract/cume-stats'
import type { Db } from '../../db/client'
import { buildCumeStats } from '../../games-sim/cume-stats'
import { getStatsKind } from '../../stats/sheets'
import type { SportRow } from '../rosters/roster-queries'
import { listRosterPlayers, listRosters } from '../rosters/roster-queries'
import { listPlayerStats, listStatGames, StoredGamesSchema } from '../stats/stats-queries'

// A sport's season from the stats tables (stat_games, player_stats) for the cumulative stats
// and their PDF: null when the sport keeps no stats, has no roster that year or no games yet.
export function getCumeStats(
  db: Db,
  tenantId: number,
  sport: SportRow,
  year: number,
): CumeStatsResponse | null {
  const kind = getStatsKind(sport.globalSportShortName)
  const roster = listRosters(db, tenantId, { sportId: sport.id }).find(
    (row) => row.season.year === year,
  )
  if (!kind || !roster) return null
  const games = [...listStatGames(db, tenantId, roster.roster.id).values()]
  if (games.length === 0) return null
  const entries = listRosterPlayers(db, tenantId, [roster.roster.id]).get(roster.roster.id) ?? []
  const stats = listPlayerStats(
    db,
    tenantId,
    entries.map((entry) => entry.rp.id),
  )
  const players = entries.flatMap(({ rp, p }) => {
    const row = stats.get(rp.id)
    if (!row) return []
    return [
      {
        rosterPlayerId: rp.id,
        firstName: p.firstName,
        lastName: p.lastName,
        uniform: rp.jerseyNumber,
        position: rp.positionShort,
        classYear: rp.academicYearShort,
        gamesPlayed: row.gamesPlayed,
        gamesStarted: row.gamesStarted,
        games: StoredGamesSchema.parse(row.games),
      },
    ]
  })
  return buildCumeStats({
    kind,
    sport: { id: sport.id, title: sport.title, globalSportNameSlug: sport.globalSportNameSlug },
    seasonTitle: roster.season.title,
    year,
    games: games.map((game) => ({
      number: game.number,
      gameId: game.gameId,
      result: game.result,
      teamScore: game.teamScore,
      opponentScore: game.opponentScore,
      locationIndicator: game.locationIndicator,
      isConference: game.isConference,
    })),
    players,
    // The box scores' seed for this tenant's games (decision record 015).
    seed: tenantId,
  })
}
