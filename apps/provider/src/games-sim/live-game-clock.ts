import { HALF_SECONDS, HALFTIME_SECONDS, TIMEOUT_SECONDS } from './live-game-rules'

// Real time since tip-off -> game time (seconds of game clock played): the clock runs in real
// time except through timeouts and halftime.

export type Pause = { at: number; seconds: number; reason: 'timeout' | 'halftime' }
export type ClockReading = { gameTime: number; pause: Pause['reason'] | null; over: boolean }

export function pausesOf(timeouts: readonly number[]): Pause[] {
  return [
    ...timeouts.map((at) => ({ at, seconds: TIMEOUT_SECONDS, reason: 'timeout' as const })),
    { at: HALF_SECONDS, seconds: HALFTIME_SECONDS, reason: 'halftime' as const },
  ].sort((a, b) => a.at - b.at)
}

export function readClock(
  realSeconds: number,
  pauses: readonly Pause[],
  length: number,
): ClockReading {
  let real = 0
  let game = 0
  for (const pause of pauses) {
    const run = pause.at - game
    if (realSeconds < real + run)
      return { gameTime: game + realSeconds - real, pause: null, over: false }
    real += run
    game = pause.at
    if (realSeconds < real + pause.seconds)
      return { gameTime: game, pause: pause.reason, over: false }
    real += pause.seconds
  }
  const gameTime = game + realSeconds - real
  return gameTime >= length
    ? { gameTime: length, pause: null, over: true }
    : { gameTime, pause: null, over: false }
}

// Real seconds from tip-off to the final buzzer.
export const realLength = (pauses: readonly Pause[], length: number) =>
  length + pauses.reduce((sum, p) => sum + p.seconds, 0)
