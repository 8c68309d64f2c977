import { setMaxListeners } from 'node:events'

/**
 * Each provider call listens to its caller's signal while it runs. A request's loaders share its
 * signal (react-router.config.ts), and a page or feed that covers every sport makes one call per
 * sport (the box score addresses of the scoreboard, the all-sports calendar file): dozens at
 * once are expected, not the leak Node warns about past ten.
 */
export function forProviderCalls(signal: AbortSignal): AbortSignal {
  setMaxListeners(100, signal)
  return signal
}
