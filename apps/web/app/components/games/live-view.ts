import { GameState, hasGameStarted, isGameComplete } from '@fieldhouse/domain/game-state'
import type { LiveStats } from '@fieldhouse/provider-client/box-scores'

// What the game center shows of a game's live state, projected from the provider's live stats:
// the page's loader and the polling endpoint send the same object, so the browser swaps it in
// without any mapping of its own.

export type LiveTeamView = {
  name: string
  score: string
  periodScores: string[]
  timeoutsLeft: number | null
}

export type LivePlayView = {
  id: number
  when: string
  text: string
  score: string
  scoring: boolean
}

export type LiveView = {
  state: number
  /** "Live", "Final", "Halftime", "Scheduled" ... */
  status: string
  hasStarted: boolean
  isComplete: boolean
  /** "12:34" while a period runs; '' otherwise. */
  clock: string
  /** "2nd Half", "OT 1". */
  period: string
  periodHeads: string[]
  home: LiveTeamView
  away: LiveTeamView
  /** The latest plays, newest first. */
  plays: LivePlayView[]
}

const PLAYS_SHOWN = 15

const STATUS: Record<number, string> = {
  [GameState.Scheduled]: 'Scheduled',
  [GameState.PreGame]: 'Pregame',
  [GameState.Delayed]: 'Delayed',
  [GameState.Live]: 'Live',
  [GameState.FullTime]: 'Final',
  [GameState.Postponed]: 'Postponed',
  [GameState.Canceled]: 'Canceled',
  [GameState.PostGame]: 'Final',
  [GameState.GameComplete]: 'Final',
}

function teamOf(team: LiveStats['home']): LiveTeamView {
  return {
    name: team.name,
    score: String(team.score),
    periodScores: (team.periodScores ?? []).map(String),
    timeoutsLeft: team.timeoutsLeft ?? null,
  }
}

function periodHeads(count: number, regulation: number): string[] {
  return Array.from({ length: count }, (_, i) =>
    i < regulation ? String(i + 1) : `OT${i + 1 - regulation > 1 ? i + 1 - regulation : ''}`,
  )
}

export function toLiveView(live: LiveStats): LiveView {
  const home = teamOf(live.home)
  const away = teamOf(live.away)
  const pause = live.pause ? live.pause.charAt(0).toUpperCase() + live.pause.slice(1) : null
  const running = hasGameStarted(live.gameState)
  return {
    state: live.gameState,
    status: running && pause ? pause : (STATUS[live.gameState] ?? 'Scheduled'),
    hasStarted: running || isGameComplete(live.gameState),
    isComplete: isGameComplete(live.gameState),
    clock: running ? live.clock : '',
    period: live.period.name || live.ordinalPeriod,
    periodHeads: periodHeads(
      Math.max(home.periodScores.length, away.periodScores.length),
      live.period.regulation,
    ),
    home,
    away,
    plays: (live.plays ?? []).slice(0, PLAYS_SHOWN).map((play) => ({
      id: play.id,
      when: [
        play.period > live.period.regulation
          ? `OT${play.period - live.period.regulation}`
          : `P${play.period}`,
        play.clock,
      ].join(' '),
      text: play.text,
      score: `${play.awayScore}-${play.homeScore}`,
      scoring: play.isScoringPlay ?? false,
    })),
  }
}

/** One sentence for screen readers when the score changes: "Harbor Bay 42, Fieldhouse 45, 2nd Half 12:31". */
export function describeScore(view: LiveView): string {
  const when = view.isComplete ? 'Final' : [view.period, view.clock].filter(Boolean).join(' ')
  return `${view.away.name} ${view.away.score}, ${view.home.name} ${view.home.score}. ${when}`
}
