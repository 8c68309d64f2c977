/** SPEC 9: a dismissed alert stays hidden while its 12-hour cookie exists. */
export const ALERT_DISMISSAL_MS = 43_200_000
export const DEFAULT_MAX_ALERTS = 1

export type AlertLike = {
  id: number
  enabled: boolean
  showOnWeb: boolean
  endDate?: Date | null
}

/**
 * SPEC 5: enabled, shown on the web and not past the end date (an end date equal to now has not
 * passed; a missing or invalid one never expires), newest id first, at most `max`.
 */
export function selectAlerts<T extends AlertLike>(
  alerts: readonly T[],
  now: Date,
  max: number = DEFAULT_MAX_ALERTS,
): T[] {
  const nowTime = now.getTime()
  return alerts
    .filter((alert) => {
      const end = alert.endDate?.getTime() ?? Number.NaN
      return alert.enabled && alert.showOnWeb && (Number.isNaN(end) || end >= nowTime)
    })
    .sort((a, b) => b.id - a.id)
    .slice(0, Math.max(0, max))
}
