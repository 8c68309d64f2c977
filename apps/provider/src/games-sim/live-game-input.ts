import type { BoxScoreTeamInput } from './box-score-input'
import type { LivePlayer } from './live-game-sim'

// What the live demo game is built from (live-game.ts), gathered by the provider at start
// (resources/live-stats/live-game-setup.ts) and the clock.

export type LiveGameInput = {
  // Epoch milliseconds: the first demo game's tip-off, and the instant asked about.
  start: number
  now: number
  seed: number
  // The game row's id (the lead's `/LiveStats/{gameId}` and box score id).
  gameId: number
  school: BoxScoreTeamInput & {
    // The first five start; at most ten play.
    players: (LivePlayer & { rosterPlayerId: number })[]
  }
  // Game k plays opponents[k % length].
  opponents: (BoxScoreTeamInput & { isLeagueGame: boolean })[]
  stadium: string | null
  location: string | null
}
