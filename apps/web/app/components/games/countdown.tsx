import { useEffect, useState } from 'react'

import { COUNTDOWN_TICK_MS, getCountdownParts } from '@fieldhouse/domain/countdown'

// The countdown to a game (SPEC 4): ticks once a second from the visitor's clock, and at zero
// shows 0 in every part and stops. The server cannot know when the page will be read (it may
// come from the page cache), so it writes the start time in words and the parts appear once
// the page runs; a screen reader hears the sentence, not a number changing every second.

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const

export function Countdown({ target, label }: { target: string; label: string }) {
  const [now, setNow] = useState<number | null>(null)
  useEffect(() => {
    const end = new Date(target).getTime()
    setNow(Date.now())
    const timer = setInterval(() => {
      const at = Date.now()
      setNow(at)
      if (at >= end) clearInterval(timer)
    }, COUNTDOWN_TICK_MS)
    return () => clearInterval(timer)
  }, [target])
  const parts = now === null ? null : getCountdownParts(new Date(target), new Date(now))
  return (
    <div>
      <p className="font-bold uppercase tracking-wide">{label}</p>
      <div role="timer" aria-live="off" aria-hidden={parts === null} className="mt-2 flex gap-2">
        {UNITS.map((unit) => (
          <span
            key={unit}
            // light-theme: dark figures on white whatever band the countdown sits in.
            className="light-theme flex min-w-16 flex-col items-center rounded-sm px-2 py-2"
          >
            <span className="font-display text-3xl font-black tabular-nums">
              {parts ? String(parts[unit]).padStart(2, '0') : '--'}
            </span>
            <span className="text-xs font-bold uppercase">{unit}</span>
          </span>
        ))}
      </div>
    </div>
  )
}
