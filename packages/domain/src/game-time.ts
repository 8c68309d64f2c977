// When a game is, as text: in the fan's own zone, with the venue's time beside it when that
// differs. Pure: the zones come from the caller (the visitor's from the browser, the venue's from
// the tenant's time-zone setting).

/** What the display needs of a game (the provider-client Game entity fits as is). */
export type TimedGame = {
  /** Exact instant; null when TBD or all day. */
  startUtc: Date | null
  /** The local wall time read in the venue zone; null when unreadable. */
  start: Date | null
  /** Wall time as the provider sent it, "2026-09-12T19:00:00": the venue's calendar day. */
  localStart: string
  isTbd: boolean
  isAllDay: boolean
  /** The provider's display time ("7 p.m.", "5:30 p.m. CT"), the fallback when no instant is readable. */
  time: string | null
}

export type GameTimeText = {
  /** "Sat, Sep 12" ('' when the provider's date is unreadable). */
  date: string
  /** "7:00 PM CDT", "TBD", "All day" or the provider's own time text. */
  time: string
  /** The time at the venue, "6:00 PM MDT", when it reads differently from `time`; else null. */
  venueTime: string | null
  /** "Sat, Sep 12 · 7:00 PM CDT". */
  text: string
}

const LOCALE = 'en-US'
const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})/

function dateText(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat(LOCALE, {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  }).format(instant)
}

function timeText(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat(LOCALE, {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(instant)
}

/** The venue's calendar day from the wall time as sent: no zone arithmetic can move it. */
function localDateText(localStart: string): string {
  const match = LOCAL_DATE.exec(localStart)
  if (!match) return ''
  const noonUtc = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12))
  return Number.isNaN(noonUtc.getTime()) ? '' : dateText(noonUtc, 'UTC')
}

function join(date: string, time: string): string {
  return date && time ? `${date} · ${time}` : date || time
}

/**
 * TBD and all-day games keep the venue's day and say so; timed games show the fan's date and
 * time (a 7 PM Pacific game reads Sunday 2:00 AM in Berlin). Without a readable instant the
 * provider's own time text is shown as sent.
 */
export function formatGameTime(
  game: TimedGame,
  visitorZone: string,
  venueZone: string,
): GameTimeText {
  if (game.isTbd || game.isAllDay) {
    const date = localDateText(game.localStart)
    const time = game.isTbd ? 'TBD' : 'All day'
    return { date, time, venueTime: null, text: join(date, time) }
  }
  const instant = game.startUtc ?? game.start
  if (!instant) {
    const date = localDateText(game.localStart)
    const time = game.time ?? ''
    return { date, time, venueTime: null, text: join(date, time) }
  }
  const date = dateText(instant, visitorZone)
  const time = timeText(instant, visitorZone)
  const atVenue = timeText(instant, venueZone)
  return { date, time, venueTime: atVenue === time ? null : atVenue, text: join(date, time) }
}
