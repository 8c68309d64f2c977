import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { ApiError } from '../../errors'
import { parseQueryId } from '../../http/query'
import { toOpponentTitle } from '../events-results/event-result-resource'
import { listGames, type GameJoined } from '../games/games-queries'
import { toCountedGames } from '../schedule/schedule-record-resource'
import { toSeasonRecord } from '../schedule/season-record'
import { groupBy } from '../../group-by'

// GET /History/YearByYear?sportId= (README 3.2; schemas/v2/history/yearByYearSchema.json): a
// sport's results season by season, keyed by academic year ("2025-26", oldest first, as the
// schema's keys read), each with its games that have a result and the season's records (the
// same figures as /Schedule/{id}/Record). sportId is required (400 without or malformed, README
// 2.2); a sport without results is no content (own design).

// A season's academic year from its start: spring seasons start in the year after.
function academicYearLabel(row: GameJoined): string {
  const [year = 0, month = 1] = row.season.startDate.split('-').map(Number)
  const first = month < 7 ? year - 1 : year
  return `${first}-${String((first + 1) % 100).padStart(2, '0')}`
}

function toHistoryGame(row: GameJoined) {
  const { game, sport, opponent } = row
  return {
    gameId: game.id,
    sportTitle: sport.title,
    gameDate: game.date,
    resultStatus: game.resultStatus ?? '',
    gameOpponent: toOpponentTitle(row),
    gameLocationIndicator: game.locationIndicator,
    gameLocation: game.location ?? '',
    gameConference: game.isConference,
    gameType: 'S',
    opponentId: opponent.id,
    opponentName: opponent.name,
    resultTeamScore: game.teamScore ?? '',
    resultOpponentScore: game.opponentScore ?? '',
    boxscoreLink: game.hasBoxScore ? `/boxscore.aspx?id=${game.id}` : '',
  }
}

export const historyRoutes = new Hono<AppEnv>().get('/history/yearbyyear', (c) => {
  const sportId = parseQueryId(c, 'sportId')
  if (sportId === undefined) throw new ApiError(400, 'Query parameter sportId is required')
  const played = listGames(c.var.db, c.var.tenant.id, { sportId, statuses: ['O'] }).filter(
    (row) => row.game.resultStatus !== null,
  )
  if (played.length === 0) return c.body(null, 204)
  const bySeason = groupBy(played, academicYearLabel)
  const body: Record<string, unknown> = {}
  for (const [label, rows] of bySeason) {
    const record = toSeasonRecord(toCountedGames(rows))
    body[label] = {
      games: rows.map(toHistoryGame),
      records: {
        overall: record.overallRecord,
        conference: record.conferenceRecord,
        home: record.homeRecord,
        away: record.awayRecord,
        neutral: record.neutralRecord,
      },
    }
  }
  return c.json(body)
})
