import {
  ScheduleGameResultsSchema,
  type ScheduleGameResultsResource,
} from '@fieldhouse/contract/schedule-games'
import { perTimeZone, type ClientContext } from './context'
import { toLocalDay, type LocalDay } from './dates'
import { toImagePath, toResultStatus, toScore } from './game-parts'
import { orNull } from './rosters-parts'
import type { CallOptions } from './transport'

/** What the game center shows beside a game (GET /ScheduleGames/{id}/results, README 4.3). */
export type GameExtras = {
  /** All-time series against this opponent. */
  series: { wins: number; losses: number; ties: number } | null
  lastMeeting: {
    gameId: number
    /** The meeting's day on the tenant's wall clock; null when unreadable. */
    day: LocalDay | null
    result: 'W' | 'L' | 'T' | null
    teamScore: number | null
    opponentScore: number | null
  } | null
  recap: { id: number; headline: string | null; url: string | null; image: string | null } | null
  files: { title: string; url: string }[]
}

export function toGameExtras(resource: ScheduleGameResultsResource, zone: string): GameExtras {
  const history = resource.history
  const last = history?.lastMeeting
  const story = resource.story
  return {
    series: history
      ? { wins: history.totalWins, losses: history.totalLosses, ties: history.totalTies }
      : null,
    lastMeeting: last
      ? {
          gameId: last.id,
          day: toLocalDay(last.gameDate, zone),
          result: toResultStatus(last.resultStatus),
          teamScore: toScore(last.resultTeamScore),
          opponentScore: toScore(last.resultOpponentScore),
        }
      : null,
    recap: story
      ? {
          id: story.id,
          headline: orNull(story.headline),
          url: orNull(story.url),
          image: toImagePath(story.image),
        }
      : null,
    files: (resource.gamefiles ?? []).flatMap((file) => {
      const url = orNull(file.url)
      return url ? [{ title: orNull(file.title) ?? url, url }] : []
    }),
  }
}

const extrasSchema = perTimeZone((zone) =>
  ScheduleGameResultsSchema.transform((resource) => toGameExtras(resource, zone)),
)

export function gameExtrasResource({ getOr }: ClientContext) {
  return {
    /** Secondary game center data: null when there is none (204) or the call fails (logged). */
    async getGameExtras(gameId: number, options: CallOptions = {}): Promise<GameExtras | null> {
      return getOr(
        {
          label: 'games repository',
          path: `/ScheduleGames/${gameId}/results`,
          schema: extrasSchema,
          allowNotFound: true,
        },
        options,
        null,
      )
    },
  }
}
