import { toStaticMarkup, type StaticMarkup } from '~/render/index.server'

import { COUNTDOWN_SCRIPT } from './countdown-script'

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const

/**
 * A countdown to `target` as markup with its script (countdown-script.ts): the figures start as
 * dashes, hidden from screen readers, which read the sentence above them instead of numbers
 * changing every second.
 */
export function renderCountdown(target: Date, label: string): StaticMarkup {
  return toStaticMarkup(
    <>
      <div
        data-countdown={target.toISOString()}
        role="timer"
        aria-live="off"
        aria-hidden="true"
        className="flex gap-2"
      >
        {UNITS.map((unit) => (
          <span
            key={unit}
            className="light-theme flex min-w-16 flex-col items-center rounded-sm border-2 border-line px-2 py-2"
          >
            <span data-part={unit} className="font-display text-3xl font-black tabular-nums">
              --
            </span>
            <span className="text-xs font-bold uppercase">{unit}</span>
          </span>
        ))}
      </div>
      <p className="sr-only">{label}</p>
      <script dangerouslySetInnerHTML={{ __html: COUNTDOWN_SCRIPT }} />
    </>,
  )
}
