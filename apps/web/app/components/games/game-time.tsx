import { useEffect, useState } from 'react'

// A game's day and time. The server writes what the department publishes (the venue's day and
// its display time: "7 p.m.", "5:30 p.m. CT"); in the browser, when the fan's clock is in
// another zone, the fan's own time is shown first and the venue's stays beside it. Without
// JavaScript the published time is what everyone reads.

// Formatters are costly to build, so each is built once, on first use (docs/performance.md); the
// day of a wall-clock date string is read as UTC so no zone can move it to another day.
const DAY_OPTIONS: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
}
const dayFormats: { short?: Intl.DateTimeFormat; withYear?: Intl.DateTimeFormat } = {}

/** "Thu, Sep 10" (with the year when asked) from '2026-09-10T18:00:00'. */
export function formatGameDay(localStart: string, withYear = false): string {
  const date = new Date(`${localStart.slice(0, 10)}T12:00:00Z`)
  if (Number.isNaN(date.getTime())) return 'Date TBA'
  const format = withYear
    ? (dayFormats.withYear ??= new Intl.DateTimeFormat('en-US', {
        ...DAY_OPTIONS,
        year: 'numeric',
      }))
    : (dayFormats.short ??= new Intl.DateTimeFormat('en-US', DAY_OPTIONS))
  return format.format(date)
}

function fanTime(instant: string, siteZone: string): string | null {
  const fanZone = Intl.DateTimeFormat().resolvedOptions().timeZone
  if (!fanZone || fanZone === siteZone) return null
  return new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(instant))
}

type GameTimeProps = {
  instant: string | null
  timeText: string
  /** The department's IANA zone: a fan in it sees no second time. */
  siteZone: string
}

export function GameTime({ instant, timeText, siteZone }: GameTimeProps) {
  const [yours, setYours] = useState<string | null>(null)
  useEffect(() => {
    if (instant) setYours(fanTime(instant, siteZone))
  }, [instant, siteZone])
  if (!instant) return <span>{timeText}</span>
  return (
    <time dateTime={instant}>
      {yours ? (
        <>
          {yours} <span className="text-ink-muted">({timeText} local)</span>
        </>
      ) : (
        timeText
      )}
    </time>
  )
}
