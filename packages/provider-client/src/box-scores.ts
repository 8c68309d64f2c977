import {
  BoxScoreResponseSchema,
  type BoxScoreResponse,
  type BoxScoreTeam,
} from '@fieldhouse/contract/boxscore'
import { LiveStatsResponseSchema, type LiveStatsResponse } from '@fieldhouse/contract/live-stats'
import type { ClientContext } from './context'
import { valueOr, type Loaded } from './loaded'
import type { CallOptions } from './transport'

const LABEL = 'box score repository'

/** A team's line of the line score: its name and its runs/goals/points per period. */
export type LineScoreRow = { name: string; scores: string[]; total: string }

/**
 * A game's box score (README 4.12). The wire object is kept as the entity (its stat groups vary
 * by sport and are rendered generically), with what every page needs worked out once: the line
 * score, and which team is the school.
 */
export type BoxScore = BoxScoreResponse & {
  lineScore: { periods: string[]; home: LineScoreRow; visitor: LineScoreRow } | null
  school: 'home' | 'visitor'
}

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value)

function lineOf(team: BoxScoreTeam): LineScoreRow {
  const summary = team.scoreSummary
  const byPeriod = summary.periodSummaries?.length
    ? summary.periodSummaries.map((period) => text(period.score))
    : (summary.scoreByPeriod?.split(',').map((score) => score.trim()) ?? [])
  return { name: team.name, scores: byPeriod, total: text(summary.score) }
}

export function toBoxScore(response: BoxScoreResponse): BoxScore {
  const home = lineOf(response.homeTeam)
  const visitor = lineOf(response.visitingTeam)
  const count = Math.max(home.scores.length, visitor.scores.length)
  // Periods are numbered from the longer side (a home team that did not bat in the ninth).
  const periods = Array.from({ length: count }, (_, i) => {
    const period = response.homeTeam.scoreSummary.periodSummaries?.[i]?.period
    return period === undefined ? String(i + 1) : String(period)
  })
  const pad = (row: LineScoreRow) => ({
    ...row,
    scores: Array.from({ length: count }, (_, i) => row.scores[i] ?? ''),
  })
  return {
    ...response,
    lineScore: count > 0 ? { periods, home: pad(home), visitor: pad(visitor) } : null,
    school: response.thisTeamIsHomeTeam ? 'home' : 'visitor',
  }
}

export type LiveStats = LiveStatsResponse

const BoxScoreSchema = BoxScoreResponseSchema.transform(toBoxScore)

export function boxScoresResource({ transport, loadItem }: ClientContext) {
  return {
    /** A game's box score: 204 (none yet, an exhibition) or 404 is `missing`. */
    async loadBoxScore(gameId: number, options: CallOptions = {}): Promise<Loaded<BoxScore>> {
      return loadItem(
        { label: LABEL, path: `/stats/boxscore/${gameId}`, schema: BoxScoreSchema },
        options,
      )
    },

    /**
     * A game's live state for the game center; null when there is none or the call fails
     * (logged). Never from the response cache: its 30 s freshness is a whole possession. The
     * website coalesces the polls of every open game center into one call per second.
     */
    async getLiveStats(gameId: number, options: CallOptions = {}): Promise<LiveStats | null> {
      const outcome = await transport.get({
        label: LABEL,
        path: `/LiveStats/${gameId}`,
        schema: LiveStatsResponseSchema,
        signal: options.signal,
        allowNotFound: true,
        cache: false,
      })
      return valueOr(outcome, null)
    },
  }
}

export type {
  BoxScoreLeader,
  BoxScorePlay,
  BoxScorePlayer,
  BoxScoreScore,
  BoxScoreTeam,
} from '@fieldhouse/contract/boxscore'
