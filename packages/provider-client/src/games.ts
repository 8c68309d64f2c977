import { EventsResultsItemSchema } from '@fieldhouse/contract/events-results'
import { cursorPageSchema } from '@fieldhouse/contract/paging'
import { LegacyGameSchema } from '@fieldhouse/contract/schedule-games'
import { z } from 'zod'
import { perTimeZone, type ClientContext } from './context'
import { CURSOR_PAGE_SIZE, readCursorPages } from './cursor-pages'
import type { Game } from './game'
import { toGame } from './game-from-events'
import { toGameFromLegacy } from './game-from-legacy'
import { dedupeGames, sortGamesByStart, toGameList } from './game-list'
import { valueOr, type Loaded } from './loaded'
import type { Outcome } from './outcome'
import type { CallOptions } from './transport'

const LABEL = 'games repository'

/** Which games: a sport's (or every sport's when absent) between two local dates, inclusive. */
export type GamesQuery = {
  sportId?: number
  /** 'YYYY-MM-DD', the tenant's calendar days (the v2.1 `DateRange.*` parameters). */
  startDate?: string
  endDate?: string
  /** H, A or N: only home, away or neutral-site games. */
  locationIndicator?: 'H' | 'A' | 'N'
}

type Feed = 'results' | 'upcoming' | 'scoreboard'

export function gamesResource({ transport, timeZone, logger, loadItem }: ClientContext) {
  // Items stay unknown in the envelope so one malformed game is dropped, not the page (SPEC 8).
  const pageSchema = perTimeZone((zone) =>
    cursorPageSchema(z.unknown()).transform((page) => ({
      items: toGameList(
        page.items,
        EventsResultsItemSchema,
        (item) => toGame(item, zone),
        logger,
        LABEL,
      ),
      after: page.after,
    })),
  )
  const gameSchema = perTimeZone((zone) =>
    LegacyGameSchema.transform((game) => toGameFromLegacy(game, zone)),
  )

  async function readFeed(
    feed: Feed,
    query: GamesQuery,
    options: CallOptions,
  ): Promise<Outcome<Game[]>> {
    const zone = await timeZone(options)
    return readCursorPages(
      (after) =>
        transport.get({
          label: LABEL,
          version: 'v2.1',
          path: `/EventsResults/${feed}`,
          query: {
            sportId: query.sportId,
            locationIndicator: query.locationIndicator,
            'DateRange.StartDate': query.startDate,
            'DateRange.EndDate': query.endDate,
            PageSize: CURSOR_PAGE_SIZE,
            After: after,
          },
          schema: pageSchema(zone),
          variant: zone,
          signal: options.signal,
        }),
      logger,
      LABEL,
    )
  }

  return {
    /**
     * A schedule's games, earliest first: the v2.1 results and upcoming feeds read to their ends
     * and merged, each game once (dedupeGames). Either feed failing makes it `unavailable`; a
     * feed with nothing (204) adds nothing. Malformed games are logged and left out.
     */
    async loadGames(query: GamesQuery, options: CallOptions = {}): Promise<Loaded<Game[]>> {
      const [results, upcoming] = await Promise.all([
        readFeed('results', query, options),
        readFeed('upcoming', query, options),
      ])
      if (results.kind === 'failed' || upcoming.kind === 'failed') return { status: 'unavailable' }
      const games = [...valueOr(results, []), ...valueOr(upcoming, [])]
      return { status: 'ok', value: sortGamesByStart(dedupeGames(games)) }
    },

    /** One game (the game center's main item); 204 or 404 is `missing`. */
    async loadGame(gameId: number, options: CallOptions = {}): Promise<Loaded<Game>> {
      return loadItem(
        { label: LABEL, path: `/ScheduleGames/${gameId}`, schema: gameSchema },
        options,
      )
    },

    /** The scoreboard strip: secondary, so [] on failure (logged). */
    async getScoreboard(query: GamesQuery = {}, options: CallOptions = {}): Promise<Game[]> {
      return dedupeGames(valueOr(await readFeed('scoreboard', query, options), []))
    },
  }
}
