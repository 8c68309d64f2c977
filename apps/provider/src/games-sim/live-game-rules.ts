// The live demo game's rules and timing (decision record 015). Men's college basketball: two
// 20-minute halves; the game clock runs in real time; each team has 4 timeouts and calls 3 in
// regulation, each stopping play for a minute; halftime is a 5-minute break; a game level after
// regulation plays one 5-minute overtime (decided in it, at the last second if need be). Games
// follow each other in fixed slots, so the game under way at any instant is known without
// replaying the ones before it: the slot holds the longest game plus 5 minutes of post-game.

export const HALF_SECONDS = 20 * 60
export const REGULATION_PERIODS = 2
export const OVERTIME_SECONDS = 5 * 60
export const TIMEOUTS = 4
export const TIMEOUTS_CALLED = 3
export const TIMEOUT_SECONDS = 60
export const HALFTIME_SECONDS = 5 * 60
// FullTime for the first minute after the final buzzer, then PostGame.
export const FULL_TIME_SECONDS = 60
export const MIN_POST_GAME_SECONDS = 5 * 60
// PreGame in the half hour before the first tip-off, Scheduled before that.
export const PRE_GAME_SECONDS = 30 * 60

export const REGULATION_SECONDS = REGULATION_PERIODS * HALF_SECONDS
const LONGEST_GAME =
  REGULATION_SECONDS + 2 * TIMEOUTS_CALLED * TIMEOUT_SECONDS + HALFTIME_SECONDS + OVERTIME_SECONDS
export const SLOT_SECONDS = LONGEST_GAME + MIN_POST_GAME_SECONDS

// Scoring plays come 18-45 seconds of game clock (so of real time) apart: about 160 points a
// game, a college game's pace, and a watcher still sees the score move within a minute.
export const SCORING_GAP = { min: 18, max: 45 }
