/**
 * SPEC.md 8 and 9: the thumbnail error-rate alert. 200 errors within 5 minutes raise a
 * "High-error-rate" alert; after one, the same key stays quiet for 10 minutes. Keys are counted
 * apart (an image host that fails does not silence another). Pure: the caller keeps the state and
 * passes the time.
 */
export const THUMBNAIL_ERROR_ALERT = {
  threshold: 200,
  windowMs: 5 * 60_000,
  cooldownMs: 10 * 60_000,
} as const

export type ErrorRateLimits = { threshold: number; windowMs: number; cooldownMs: number }

type KeyCount = {
  /** The latest errors' times, oldest first, at most `threshold` of them. */
  times: readonly number[]
  alertedAt: number | null
}
export type ErrorRateState = ReadonlyMap<string, KeyCount>

export type ErrorRateAlert = { key: string; count: number; windowMs: number }

/**
 * Counts one error of `key` at `now` (ms). `alert` is set when this error makes `threshold`
 * errors within `windowMs` and the key has not alerted in the last `cooldownMs`.
 */
export function recordError(
  state: ErrorRateState,
  key: string,
  now: number,
  limits: ErrorRateLimits = THUMBNAIL_ERROR_ALERT,
): { state: ErrorRateState; alert: ErrorRateAlert | null } {
  const previous = state.get(key)
  // Only the last `threshold` times matter: the threshold is met when the oldest of them is
  // inside the window, so memory stays bounded however many errors come.
  const times = [...(previous?.times ?? []), now]
    .filter((time) => time > now - limits.windowMs)
    .slice(-limits.threshold)
  const alertedAt = previous?.alertedAt ?? null
  const isDue =
    times.length >= limits.threshold && (alertedAt === null || now - alertedAt >= limits.cooldownMs)
  const next = new Map(state)
  next.set(key, { times, alertedAt: isDue ? now : alertedAt })
  return {
    state: next,
    alert: isDue ? { key, count: times.length, windowMs: limits.windowMs } : null,
  }
}
