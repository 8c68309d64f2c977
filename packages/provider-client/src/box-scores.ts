import type {
  BoxScoreLeader,
  BoxScorePenalty,
  BoxScorePlay,
  BoxScorePlayer,
  BoxScoreScore,
  BoxScoreVenue,
  BoxStatGroup,
} from '@fieldhouse/contract/boxscore'
import { LiveStatsResponseSchema, type LiveStatsResponse } from '@fieldhouse/contract/live-stats'
import {
  BoxScoreEnvelopeSchema,
  logDroppedOnce,
  readBoxScore,
  type ReadBoxScore,
  type ReadTeam,
} from './box-score-sections'
import type { ClientContext } from './context'
import { valueOr, type Loaded } from './loaded'
import type { CallOptions } from './transport'

const LABEL = 'box score repository'

/** A column of the line score after the periods: its head and the words a screen reader says. */
export type LineScoreColumn = { abbr: string; title: string }

/** A team's line of the line score: its name, its runs/goals/points per period, the total and
 * (baseball, softball) its hits and errors. */
export type LineScoreRow = { name: string; scores: string[]; total: string; extras: string[] }

export type BoxScoreLineScore = {
  periods: string[]
  home: LineScoreRow
  visitor: LineScoreRow
  total: LineScoreColumn
  extras: LineScoreColumn[]
}

/** A player with the yes/no flags read ("1"/"0" in real baseball and softball box scores). */
export type BoxScorePlayerLine = Omit<
  BoxScorePlayer,
  'gameStarted' | 'gamePlayed' | 'isAGoalie'
> & {
  gameStarted: boolean
  gamePlayed: boolean
  isAGoalie: boolean
}

export type BoxScoreSide = {
  name: string
  score: string
  record: string | null
  isTenantTeam: boolean
  totals: Record<string, BoxStatGroup | null | undefined> | null
  players: BoxScorePlayerLine[]
  leaders: BoxScoreLeader[]
}

/** A baseball or softball scoring play: the half-inning, the team, the play, the score after. */
export type ScoringPlay = {
  inning: string
  half: 'top' | 'bottom' | null
  team: string | null
  text: string
  visitingScore: string
  homeScore: string
}

export type BoxScoreVenueFacts = Omit<BoxScoreVenue, 'umpires' | 'doubleHeaderGame'> & {
  umpires: { role: string; name: string }[]
  doubleHeader: boolean | null
}

/**
 * A game's box score (README 4.12) as the site uses it, from whichever shape the tenant sends:
 * the line score from period summaries, `scoreByPeriod` or baseball's `scoreByInnings`, which
 * team is the school (the home flag, else the teams' `isTenantTeam`), the flags read as
 * booleans. Stat groups are kept as sent (they vary by sport and are rendered generically). A
 * section the client could not read is empty here (box-score-sections.ts).
 */
export type BoxScore = {
  school: 'home' | 'visitor'
  isNeutral: boolean
  pdfDoc: string | null
  gameDate: string | null
  venue: BoxScoreVenueFacts | null
  homeTeam: BoxScoreSide
  visitingTeam: BoxScoreSide
  lineScore: BoxScoreLineScore | null
  scoringPlays: ScoringPlay[]
  plays: BoxScorePlay[]
  scores: BoxScoreScore[]
  penalties: BoxScorePenalty[]
}

type Flag = boolean | string | number | null | undefined

/** A flag as a boolean: true/"1"/"true"/"Y"/"yes", false/"0"/"false"/"N"/"no"; else null. */
export function readFlag(value: Flag): boolean | null {
  if (typeof value === 'boolean') return value
  if (value === null || value === undefined) return null
  const word = String(value).trim().toLowerCase()
  if (['1', 'true', 'y', 'yes'].includes(word)) return true
  if (['0', 'false', 'n', 'no'].includes(word)) return false
  return null
}

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value)

const split = (byPeriod: string | null | undefined) =>
  byPeriod ? byPeriod.split(',').map((score) => score.trim()) : []

function lineOf(team: ReadTeam, diamond: boolean): LineScoreRow {
  const summary = team.scoreSummary
  const scores = summary?.periodSummaries?.length
    ? summary.periodSummaries.map((period) => text(period.score))
    : split(summary?.scoreByPeriod ?? team.scoringSummary?.scoreByInnings)
  const extras = diamond ? [text(team.scoringSummary?.hits), text(team.scoringSummary?.errors)] : []
  return { name: team.name, scores, total: scoreOf(team), extras }
}

const scoreOf = (team: ReadTeam) =>
  text(team.score ?? team.scoreSummary?.score ?? team.scoringSummary?.runs)

function toLineScore(box: ReadBoxScore): BoxScoreLineScore | null {
  const diamond = Boolean(box.homeTeam.scoringSummary ?? box.visitingTeam.scoringSummary)
  const home = lineOf(box.homeTeam, diamond)
  const visitor = lineOf(box.visitingTeam, diamond)
  const count = Math.max(home.scores.length, visitor.scores.length)
  if (count === 0) return null
  // Periods are numbered from the longer side (a home team that did not bat in the ninth).
  const periods = Array.from({ length: count }, (_, i) => {
    const period = box.homeTeam.scoreSummary?.periodSummaries?.[i]?.period
    return period === undefined ? String(i + 1) : String(period)
  })
  const pad = (row: LineScoreRow) => ({
    ...row,
    scores: Array.from({ length: count }, (_, i) => row.scores[i] ?? ''),
  })
  return {
    periods,
    home: pad(home),
    visitor: pad(visitor),
    total: diamond ? { abbr: 'R', title: 'Runs' } : { abbr: 'T', title: 'Total' },
    extras: diamond
      ? [
          { abbr: 'H', title: 'Hits' },
          { abbr: 'E', title: 'Errors' },
        ]
      : [],
  }
}

function toSide(team: ReadTeam): BoxScoreSide {
  return {
    name: team.name,
    score: scoreOf(team),
    record: team.record ?? null,
    isTenantTeam: readFlag(team.isTenantTeam) ?? false,
    totals: team.totals ?? null,
    players: (team.players ?? []).map((player) => ({
      ...player,
      gameStarted: readFlag(player.gameStarted) ?? false,
      gamePlayed: readFlag(player.gamePlayed) ?? true,
      isAGoalie: readFlag(player.isAGoalie) ?? false,
    })),
    leaders: team.leaders ?? [],
  }
}

function schoolOf(box: ReadBoxScore): 'home' | 'visitor' {
  const home = readFlag(box.thisTeamIsHomeTeam) ?? readFlag(box.homeTeam.isTenantTeam)
  if (home !== null) return home ? 'home' : 'visitor'
  return readFlag(box.visitingTeam.isTenantTeam) ? 'visitor' : 'home'
}

function toVenue(box: ReadBoxScore): BoxScoreVenueFacts | null {
  if (!box.venue) return null
  const { umpires, doubleHeaderGame, ...venue } = box.venue
  return {
    ...venue,
    umpires: Object.entries(umpires ?? {}).flatMap(([role, name]) =>
      name?.trim() ? [{ role, name: name.trim() }] : [],
    ),
    doubleHeader: readFlag(doubleHeaderGame),
  }
}

export function toBoxScore(box: ReadBoxScore): BoxScore {
  return {
    school: schoolOf(box),
    isNeutral: readFlag(box.isNeutral) ?? false,
    pdfDoc: box.pdfDoc ?? null,
    gameDate: box.gameDate ?? null,
    venue: toVenue(box),
    homeTeam: toSide(box.homeTeam),
    visitingTeam: toSide(box.visitingTeam),
    lineScore: toLineScore(box),
    scoringPlays: (box.scoringSummaryPlays ?? []).map((play) => {
      const visiting = readFlag(play.isVisitingTeam)
      const half = visiting === null ? null : visiting ? 'top' : 'bottom'
      const side = half === 'top' ? box.visitingTeam : half === 'bottom' ? box.homeTeam : null
      return {
        inning: text(play.inningNumber),
        half,
        team: play.teamName ?? side?.name ?? null,
        text: play.playNarrative,
        visitingScore: text(play.visitingScore),
        homeScore: text(play.homeScore),
      }
    }),
    plays: box.plays ?? [],
    scores: box.scores ?? [],
    penalties: box.penalties ?? [],
  }
}

export type LiveStats = LiveStatsResponse

export function boxScoresResource({ transport, loadItem, logger }: ClientContext) {
  // Read once per provider answer (the response cache keeps the result), each cause of a
  // section left out logged once for the client's life.
  const drop = logDroppedOnce(logger, LABEL)
  const BoxScoreSchema = BoxScoreEnvelopeSchema.transform((raw) =>
    toBoxScore(readBoxScore(raw, drop)),
  )
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
