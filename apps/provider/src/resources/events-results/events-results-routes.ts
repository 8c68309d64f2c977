import { Hono, type Context } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../../app-env'
import { getPagingStyle, pageList } from '../../http/paging'
import { parseEventsQuery } from '../games/games-filters'
import { listGames, type GameJoined } from '../games/games-queries'
import { toEventResultItem } from './event-result-resource'

// GET /EventsResults/results, /upcoming and /scoreboard (README 3.2, 4.2), paged by offset on v2
// and by cursor on v2.1 (key { GameDate, GameId }, as the sample's cursors read). All three list
// oldest first, the order of that key (own design: the evidence shows no order).
// - results: games that are over (status O) or were canceled (C), any season.
// - upcoming: games still to play (status A, postponed ones included).
// - scoreboard: every sport's latest game over and next game to play, and any game under way
//   (pregame to full time, SPEC 3 states 1-4: the live demo game) (own design).
// `Upcoming=true|false` narrows any of them to games to play / games over.

const CursorKeySchema = z.object({ GameDate: z.string(), GameId: z.number().int() })

type Feed = 'results' | 'upcoming' | 'scoreboard'

function scoreboardOf(rows: readonly GameJoined[]): GameJoined[] {
  const latest = new Map<number, GameJoined>()
  const next = new Map<number, GameJoined>()
  for (const row of rows) {
    const sportId = row.game.sportId
    if (row.game.status === 'O') latest.set(sportId, row)
    else if (row.game.status === 'A' && !next.has(sportId)) next.set(sportId, row)
  }
  const picked = new Set([...latest.values(), ...next.values()])
  return rows.filter(
    (row) => picked.has(row) || (row.game.gameState >= 1 && row.game.gameState <= 4),
  )
}

function answer(c: Context<AppEnv>, feed: Feed) {
  const query = parseEventsQuery(c)
  const statuses =
    feed === 'results' ? (['O', 'C'] as const) : feed === 'upcoming' ? (['A'] as const) : undefined
  let rows = listGames(c.var.db, c.var.tenant.id, { ...query, statuses })
  if (feed === 'scoreboard') rows = scoreboardOf(rows)
  if (query.upcoming !== undefined) {
    rows = rows.filter((row) => (row.game.status === 'A') === query.upcoming)
  }
  const version = getPagingStyle(c) === 'offset' ? 'v2' : 'v2.1'
  return c.json(
    pageList(c, rows, {
      cursorKey: CursorKeySchema,
      toCursorKey: (row) => ({ GameDate: row.game.date, GameId: row.game.id }),
      toItem: (row) => toEventResultItem(row, version),
    }),
  )
}

export const eventsResultsRoutes = new Hono<AppEnv>()
  .get('/eventsresults/results', (c) => answer(c, 'results'))
  .get('/eventsresults/upcoming', (c) => answer(c, 'upcoming'))
  .get('/eventsresults/scoreboard', (c) => answer(c, 'scoreboard'))
