import { useState } from 'react'

export type ToggleSwitchProps = {
  /** What is on or off, as the visible label and the switch's accessible name. */
  label: string
  defaultChecked?: boolean
  /** Called with the new value after each flip. */
  onChange: (checked: boolean) => void
  className?: string
}

// SPEC.md 4 "Toggle switch flips on or off on click and reports the new value". A native button
// with role="switch" and aria-checked: Space and Enter flip it as a click does, and screen
// readers say "on" or "off". It does something only with JavaScript, so a screen renders it once
// hydrated (reserving its row on the server if the layout must not move).
export function ToggleSwitch({
  label,
  defaultChecked = false,
  onChange,
  className = '',
}: ToggleSwitchProps) {
  const [checked, setChecked] = useState(defaultChecked)
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      onClick={() => {
        setChecked(!checked)
        onChange(!checked)
      }}
      className={`group inline-flex min-h-11 items-center gap-3 font-bold ${className}`}
    >
      <span
        aria-hidden="true"
        className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-current p-0.5 group-aria-checked:bg-current/40"
      >
        <span className="size-4 rounded-full bg-current transition-transform group-aria-checked:translate-x-5 motion-reduce:transition-none" />
      </span>
      {label}
    </button>
  )
}
