// The game center's live polling (issue 8; issue 34, stadium mode): when the next poll runs and
// what the page's polite live region says. The browser hook (routes/game-center/use-live-game.ts)
// does the fetching and the timers; these rules decide.

/** A score reaches an open page within about three seconds: this poll plus the server's second. */
export const LIVE_POLL_MS = 2000
const MAX_BACKOFF_MS = 30_000

/**
 * How a poll ended: with a view; with an error while the device still said it was online (the
 * server's trouble); with an error because the device went offline (the network's going, not
 * the server's: it neither counts nor grows the backoff); skipped because the page was hidden.
 */
export type LivePollOutcome = 'ok' | 'failed' | 'offline' | 'hidden'

/** The failures in a row so far and the wait before the next poll; null: none until `online`. */
export type LivePollStep = { failures: number; delayMs: number | null }

/** After a poll: a failure doubles the wait, up to half a minute; a view resets it. */
export function getNextLivePoll(failures: number, outcome: LivePollOutcome): LivePollStep {
  if (outcome === 'offline') return { failures, delayMs: null }
  const next = outcome === 'ok' ? 0 : outcome === 'failed' ? failures + 1 : failures
  return { failures: next, delayMs: Math.min(LIVE_POLL_MS * 2 ** next, MAX_BACKOFF_MS) }
}

/** A live view as the announcement sees it: what identifies the score, and its sentence. */
export type SpokenScore = { key: string; spoken: string }

/**
 * What the polite live region says for a freshly polled view, or null for nothing new: the score
 * when it changed, never the clock's every tick; the first view after the network came back is
 * said even when the score stayed, so a listener who heard the page go offline hears it is
 * current again.
 */
export function getLiveAnnouncement(
  lastKey: string,
  next: SpokenScore,
  isBackOnline: boolean,
): string | null {
  if (isBackOnline) return `Back online. ${next.spoken}`
  return next.key === lastKey ? null : next.spoken
}
