import { YearByYearResponseSchema, type YearByYearGameResource } from '@fieldhouse/contract/history'
import { perTimeZone, type ClientContext } from './context'
import { parseProviderDate, toLocalDay } from './dates'
import { toLocationIndicator, toResultStatus, toScore } from './game-parts'
import type { Meeting } from './opponent-history'
import { type Loaded } from './loaded'
import { orNull } from './rosters-parts'
import type { CallOptions } from './transport'

const LABEL = 'history repository'

export type HistoryGame = Meeting & {
  opponent: string
  opponentId: number | null
  location: string | null
}

export type HistorySeason = {
  /** The key the provider sent: "2005-06", "2023". */
  season: string
  games: HistoryGame[]
  records: {
    overall: string | null
    conference: string | null
    home: string | null
    away: string | null
    neutral: string | null
  }
}

function toHistoryGame(game: YearByYearGameResource, season: string, zone: string): HistoryGame {
  return {
    gameId: game.gameId,
    localDate: game.gameDate,
    day: toLocalDay(game.gameDate, zone),
    date: parseProviderDate(game.gameDate, zone),
    result: toResultStatus(game.resultStatus),
    locationIndicator: toLocationIndicator(game.gameLocationIndicator),
    isConference: game.gameConference ?? false,
    teamScore: toScore(game.resultTeamScore),
    opponentScore: toScore(game.resultOpponentScore),
    season,
    boxScoreUrl: orNull(game.boxscoreLink),
    opponent: orNull(game.opponentName) ?? orNull(game.gameOpponent) ?? '',
    opponentId: game.opponentId ?? null,
    location: orNull(game.gameLocation),
    // Year by year links no stories.
    recap: null,
  }
}

// Season keys are sorted newest first here: JSON object order is not theirs to keep (a JS
// object puts integer-like keys such as "2023" before "2005-06").
const historySchema = perTimeZone((zone) =>
  YearByYearResponseSchema.transform((seasons) =>
    Object.entries(seasons)
      .map(
        ([season, body]): HistorySeason => ({
          season,
          games: body.games.map((game) => toHistoryGame(game, season, zone)),
          records: {
            overall: orNull(body.records?.overall),
            conference: orNull(body.records?.conference),
            home: orNull(body.records?.home),
            away: orNull(body.records?.away),
            neutral: orNull(body.records?.neutral),
          },
        }),
      )
      .sort((a, b) => (a.season < b.season ? 1 : a.season > b.season ? -1 : 0)),
  ),
)

export function historyResource({ load }: ClientContext) {
  return {
    /** A sport's year-by-year results, newest season first. */
    async loadYearByYear(
      sportId: number,
      options: CallOptions = {},
    ): Promise<Loaded<HistorySeason[]>> {
      return load(
        { label: LABEL, path: '/History/YearByYear', query: { sportId }, schema: historySchema },
        options,
      )
    },
  }
}
