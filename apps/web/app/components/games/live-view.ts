import { GameState, hasGameStarted, isGameComplete } from '@fieldhouse/domain/game-state'
import { formatSportPeriod, type PeriodFamily } from '@fieldhouse/domain/ordinals'
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
  /** What screen readers hear when the score changes (describeScore), made here, not in the page. */
  spoken: string
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

/**
 * Every period label (the score by period's heads, each play's, the current period) comes from
 * the domain's one formatter: "1st", "OT 2", a baseball game's "10th", a volleyball match's "5th".
 */
export function toLiveView(live: LiveStats, family: PeriodFamily = 'overtime'): LiveView {
  const regulation = live.period.regulation
  const label = (period: number) => formatSportPeriod(period, regulation, family)
  const home = teamOf(live.home)
  const away = teamOf(live.away)
  const pause = live.pause ? live.pause.charAt(0).toUpperCase() + live.pause.slice(1) : null
  const running = hasGameStarted(live.gameState)
  const view: Omit<LiveView, 'spoken'> = {
    state: live.gameState,
    status: running && pause ? pause : (STATUS[live.gameState] ?? 'Scheduled'),
    hasStarted: running || isGameComplete(live.gameState),
    isComplete: isGameComplete(live.gameState),
    clock: running ? live.clock : '',
    // The provider's name ("2nd Half") where it gives one.
    period: live.period.name || label(live.period.number),
    periodHeads: Array.from(
      { length: Math.max(home.periodScores.length, away.periodScores.length) },
      (_, i) => label(i + 1),
    ),
    home,
    away,
    plays: (live.plays ?? []).slice(0, PLAYS_SHOWN).map((play) => ({
      id: play.id,
      when: [label(play.period), play.clock].filter(Boolean).join(' '),
      text: play.text,
      score: `${play.awayScore}-${play.homeScore}`,
      scoring: play.isScoringPlay ?? false,
    })),
  }
  return { ...view, spoken: describeScore(view) }
}

/** One sentence for screen readers when the score changes: "Harbor Bay 42, Fieldhouse 45, 2nd Half 12:31". */
export function describeScore(view: Omit<LiveView, 'spoken'>): string {
  const when = view.isComplete ? 'Final' : [view.period, view.clock].filter(Boolean).join(' ')
  return `${view.away.name} ${view.away.score}, ${view.home.name} ${view.home.score}. ${when}`
}
