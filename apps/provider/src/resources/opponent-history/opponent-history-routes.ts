import { CommonSettingsSchema } from '@fieldhouse/contract/common'
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../../app-env'
import { ApiError } from '../../errors'
import { pageList } from '../../http/paging'
import { parsePathId, parseQueryId } from '../../http/query'
import { listGames, type GameJoined } from '../games/games-queries'
import { getSetting } from '../settings/settings-queries'
import { toMeetings, toOpponentDetail, toOpponentSummary } from './opponent-history-resource'
import { groupBy } from '../../group-by'

// GET /OpponentHistory/list/{sportId} (v2, offset paging), /OpponentHistory?SportId= (v2.1,
// cursor paging; SportId required), /OpponentHistory/opponent/{sportId}/{opponentId} and
// /OpponentHistory/filters/opponents (README 3.2; schemas under opponentHistory). Opponents in
// name order (the v2.1 cursor key { OpponentName, OpponentId }: own design); only opponents the
// sport has a counted result against. An unknown sport is an empty list, an unknown series no
// content; malformed path ids 404, query ids 400.

const CursorKeySchema = z.object({ OpponentName: z.string(), OpponentId: z.number().int() })

function seriesOf(rows: readonly GameJoined[]): GameJoined[][] {
  const byOpponent = groupBy(toMeetings(rows), (row) => row.opponent.id)
  return [...byOpponent.values()].sort((a, b) => {
    const [x, y] = [a[0]?.opponent, b[0]?.opponent]
    if (!x || !y) return 0
    return x.name < y.name ? -1 : x.name > y.name ? 1 : x.id - y.id
  })
}

function answerList(c: Context<AppEnv>, sportId: number) {
  const series = seriesOf(listGames(c.var.db, c.var.tenant.id, { sportId, statuses: ['O'] }))
  return c.json(
    pageList(c, series, {
      cursorKey: CursorKeySchema,
      toCursorKey: (rows) => ({
        OpponentName: rows[0]?.opponent.name ?? '',
        OpponentId: rows[0]?.opponent.id ?? 0,
      }),
      toItem: toOpponentSummary,
    }),
  )
}

export const opponentHistoryRoutes = new Hono<AppEnv>()
  .get('/opponenthistory', (c) => {
    const sportId = parseQueryId(c, 'SportId')
    if (sportId === undefined) throw new ApiError(400, 'Query parameter SportId is required')
    return answerList(c, sportId)
  })
  .get('/opponenthistory/list/:sportId', (c) => answerList(c, parsePathId(c.req.param('sportId'))))
  .get('/opponenthistory/filters/opponents', (c) => {
    const sportId = parseQueryId(c, 'sportId')
    const series = seriesOf(listGames(c.var.db, c.var.tenant.id, { sportId, statuses: ['O'] }))
    const seen = new Set<number>()
    const options = []
    for (const rows of series) {
      const opponent = rows[0]?.opponent
      if (!opponent || seen.has(opponent.id)) continue
      seen.add(opponent.id)
      options.push({ value: opponent.id, name: opponent.name, statTitle: opponent.name })
    }
    return c.json(options.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)))
  })
  .get('/opponenthistory/opponent/:sportId/:opponentId', (c) => {
    const sportId = parsePathId(c.req.param('sportId'))
    const opponentId = parsePathId(c.req.param('opponentId'))
    const meetings = toMeetings(
      listGames(c.var.db, c.var.tenant.id, { sportId, opponentId, statuses: ['O'] }),
    )
    if (meetings.length === 0) return c.body(null, 204)
    const common = getSetting(c.var.db, c.var.tenant.id, 'common', CommonSettingsSchema)
    return c.json(toOpponentDetail(meetings, common?.siteSettings.timeZone ?? 'UTC'))
  })
