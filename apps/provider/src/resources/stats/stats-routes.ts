import type { PlayerCareerResponse } from '@fieldhouse/contract/stats'
import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { ApiError } from '../../errors'
import { getQueryParam, parseQueryId } from '../../http/query'
import { getStatsKind } from '../../stats/sheets'
import { findSportByName, listPlayerSeasons } from '../rosters/roster-queries'
import { listPlayerStats, listStatGames, StoredGamesSchema } from './stats-queries'
import { toCareerSeason, toStatsBio } from './stats-resources'

// GET /Stats/bio?rosterPlayerId=&sport=&year= (one season, game by game) and
// /Stats/{sportSlug}/player/career?rosterPlayerId=|playerId= (every season) (README 3.6, 4.11).
// Required parameters missing or malformed: 400. A sport path naming no sport: 404. A request
// that names nothing with stats (an unknown player, another sport's player, a season without
// games, a sport that keeps no stats such as golf): 204, the real API's "valid but no data".

export const statsRoutes = new Hono<AppEnv>()
  .get('/stats/bio', (c) => {
    const rosterPlayerId = parseQueryId(c, 'rosterPlayerId')
    const sportName = getQueryParam(c, 'sport')?.trim()
    const year = getQueryParam(c, 'year')?.trim()
    if (rosterPlayerId === undefined || !sportName || !year) {
      throw new ApiError(400, 'Query parameters rosterPlayerId, sport and year are required')
    }
    if (!/^\d{4}$/.test(year)) throw new ApiError(400, 'Query parameter year must be a year')
    const { db, tenant } = c.var
    const sport = findSportByName(db, tenant.id, sportName)
    const kind = sport && getStatsKind(sport.globalSportShortName)
    if (!sport || !kind) return c.body(null, 204)
    // The person's season of that year: any of their rosterPlayerIds names them.
    const season = listPlayerSeasons(db, tenant.id, { rosterPlayerId }).find(
      (row) => row.p.sportId === sport.id && row.season.year === Number(year),
    )
    const stats = season && listPlayerStats(db, tenant.id, [season.rp.id]).get(season.rp.id)
    if (!season || !stats) return c.body(null, 204)
    const games = StoredGamesSchema.parse(stats.games)
    return c.json(toStatsBio(kind, games, listStatGames(db, tenant.id, season.rp.rosterId)))
  })
  .get('/stats/:sportSlug/player/career', (c) => {
    const { db, tenant } = c.var
    const sport = findSportByName(db, tenant.id, c.req.param('sportSlug'))
    if (!sport) throw new ApiError(404, 'Not found')
    const rosterPlayerId = parseQueryId(c, 'rosterPlayerId')
    const playerId = parseQueryId(c, 'playerId')
    if (rosterPlayerId === undefined && playerId === undefined) {
      throw new ApiError(400, 'Query parameter rosterPlayerId or playerId is required')
    }
    const kind = getStatsKind(sport.globalSportShortName)
    const seasons = (
      rosterPlayerId !== undefined
        ? listPlayerSeasons(db, tenant.id, { rosterPlayerId })
        : listPlayerSeasons(db, tenant.id, { playerIds: [playerId ?? 0] })
    ).filter((row) => row.p.sportId === sport.id)
    const stats = listPlayerStats(
      db,
      tenant.id,
      seasons.map((row) => row.rp.id),
    )
    const career: PlayerCareerResponse = {}
    // Oldest first, keyed by the first year of the season's title.
    for (const season of [...seasons].reverse()) {
      const row = stats.get(season.rp.id)
      if (!kind || !row) continue
      career[String(season.season.year)] = toCareerSeason(
        kind,
        season,
        row,
        StoredGamesSchema.parse(row.games),
      )
    }
    if (Object.keys(career).length === 0) return c.body(null, 204)
    return c.json(career)
  })
