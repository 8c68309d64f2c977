/** SPEC 9: the countdown ticks once per second. */
export const COUNTDOWN_TICK_MS = 1000

export type CountdownParts = {
  days: number
  hours: number
  minutes: number
  seconds: number
  done: boolean
}

/**
 * Time left until `target`. Partial seconds round up, so the display reaches 0:00:00:00 exactly
 * when the target is reached; from then on every part is 0 and `done` tells the timer to stop.
 */
export function getCountdownParts(target: Date, now: Date): CountdownParts {
  const left = target.getTime() - now.getTime()
  if (!(left > 0)) return { days: 0, hours: 0, minutes: 0, seconds: 0, done: true }
  const total = Math.ceil(left / 1000)
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    done: false,
  }
}
