// SPEC 6 "Media": who may watch a video, from the flags the provider sends with it. A blackout
// wins (its message is shown instead of the video), then free, then premium (a paid pass), and
// any other video needs a sign-in (auth_only_required, or simply not free).

export type MediaAccessFlags = {
  free: boolean
  authOnlyRequired: boolean
  premium: boolean
  blackedOut: boolean
  blackedOutMessage: string | null
}

export type MediaAccess =
  | { kind: 'blacked-out'; message: string | null }
  | { kind: 'free' }
  | { kind: 'premium' }
  | { kind: 'sign-in' }

export function getMediaAccess(flags: MediaAccessFlags): MediaAccess {
  if (flags.blackedOut)
    return { kind: 'blacked-out', message: flags.blackedOutMessage?.trim() || null }
  if (flags.free) return { kind: 'free' }
  if (flags.premium) return { kind: 'premium' }
  return { kind: 'sign-in' }
}

/** The words a page shows for it. */
export function describeMediaAccess(access: MediaAccess): string {
  switch (access.kind) {
    case 'blacked-out':
      return access.message ? `Blacked out: ${access.message}` : 'Blacked out'
    case 'free':
      return 'Free'
    case 'premium':
      return 'Premium'
    case 'sign-in':
      return 'Sign-in required'
  }
}

/** SPEC 6: a series requires authentication when no episode is free. */
export function seriesRequiresSignIn(episodes: readonly { free: boolean }[]): boolean {
  return !episodes.some((episode) => episode.free)
}

/** A duration in seconds as a clock: 95 -> '1:35', 3725 -> '1:02:05'; null for none. */
export function formatDuration(seconds: number | null): string | null {
  if (seconds === null || !Number.isFinite(seconds) || seconds <= 0) return null
  const total = Math.round(seconds)
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = String(total % 60).padStart(2, '0')
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`
}

/** A duration in seconds as ISO 8601 (schema.org's Duration): 95 -> 'PT1M35S'; null for none. */
export function toIsoDuration(seconds: number | null): string | null {
  if (seconds === null || !Number.isFinite(seconds) || seconds <= 0) return null
  const total = Math.round(seconds)
  if (total === 0) return null
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = total % 60
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s ? `${s}S` : ''}`
}

/**
 * The same length in words, for a screen reader (a visible "0:31" is read as a time of day):
 * 31 -> '31 seconds', 95 -> '1 minute 35 seconds', 3725 -> '1 hour 2 minutes 5 seconds'.
 */
export function describeDuration(seconds: number | null): string | null {
  if (formatDuration(seconds) === null) return null
  const total = Math.round(seconds as number)
  const units: [number, string][] = [
    [Math.floor(total / 3600), 'hour'],
    [Math.floor((total % 3600) / 60), 'minute'],
    [total % 60, 'second'],
  ]
  return units
    .filter(([count]) => count > 0)
    .map(([count, unit]) => `${count} ${unit}${count === 1 ? '' : 's'}`)
    .join(' ')
}

/** A moment of a recording as a clock, down to the second it falls in: 17.9 -> '0:17', 0 -> '0:00'. */
export function formatMoment(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds))
  return formatDuration(whole) ?? '0:00'
}
