export type TakeoverLike = { url?: string | null; cookie?: string | null }

/**
 * SPEC 4: when takeovers are enabled, the unseen ones: those with a url and a cookie name whose
 * cookie is not set yet. Disabled takeovers give [] so the caller falls back to the splash.
 */
export function selectUnseenTakeovers<T extends TakeoverLike>(
  takeovers: readonly T[],
  hasCookie: (name: string) => boolean,
  enabled: boolean,
): T[] {
  if (!enabled) return []
  return takeovers.filter(
    ({ url, cookie }) =>
      Boolean(url?.trim()) && Boolean(cookie?.trim()) && !hasCookie(cookie ?? ''),
  )
}
