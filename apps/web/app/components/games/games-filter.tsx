import type { ReactNode } from 'react'
import { Form } from 'react-router'

// The filters of the games pages (a sport's schedule and results, the calendars): a GET form, so
// it works without JavaScript and every filtered list has an address of its own.

type GamesFilterFormProps = {
  action: string
  /** The page's other parameters (month, view, season), carried over as they are. */
  keep: Record<string, string | null>
  /** The form's menus (GamesFilterSelect). */
  children: ReactNode
}

export function GamesFilterForm({ action, keep, children }: GamesFilterFormProps) {
  return (
    <Form method="get" action={action} className="flex flex-wrap items-end gap-2">
      {Object.entries(keep).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      {children}
      <button type="submit" className="button-secondary">
        Apply
      </button>
    </Form>
  )
}

type GamesFilterSelectProps = {
  label: string
  /** The query parameter the menu sets. */
  name: string
  value: string
  /** Each choice: `value` as written in the address. */
  options: readonly { value: string; label: string }[]
}

/** One menu of the form: its label above it. */
export function GamesFilterSelect({ label, name, value, options }: GamesFilterSelectProps) {
  return (
    <label className="flex flex-col text-sm font-bold">
      {label}
      <select
        name={name}
        defaultValue={value}
        className="mt-1 min-h-11 rounded-sm border-2 border-line bg-surface px-2 font-normal"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  )
}
