import { formatLocalDay, type LocalDay } from '@fieldhouse/domain/local-day'
import { useEffect, useState } from 'react'

// A game's day and time. The server writes what the department publishes (the venue's day and
// its display time: "7 p.m.", "5:30 p.m. CT"); in the browser, when the fan's clock is in
// another zone, the fan's own time is shown first and the venue's stays beside it. Without
// JavaScript the published time is what everyone reads.

/** "Thu, Sep 10" (with the year when asked); 'Date TBA' when the provider's day is unreadable. */
export function formatGameDay(day: LocalDay | null, withYear = false): string {
  return day ? formatLocalDay(day, withYear ? 'weekdayYear' : 'weekday') : 'Date TBA'
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
