import { type FormEvent, useId } from 'react'
import { useNavigate } from 'react-router'

import { toSitePath } from '@fieldhouse/domain/site-path'

/** One season in the menu: its name and the address of the page for it. */
export type SeasonOption = { label: string; href: string }

export type SeasonSelectorProps = {
  /** Newest first, as the provider lists them; each href built by the page with href(). */
  options: readonly SeasonOption[]
  /** The href of the season on show. */
  selected: string | null
  /** The select's visible label. */
  label?: string
  /** The redirect the form asks without JavaScript (endpoints/go.ts). */
  action?: string
}

/** The path of the redirect route in routes.ts; the form's field is `to`. */
export const GO_PATH = '/go'

// A jump menu that needs no JavaScript: each option's value is the address of its season's page,
// and the form GETs /go?to=<address>, which redirects there (seasons sit in the path, which a GET
// form cannot write). With JavaScript, submitting navigates straight there. Choosing an option
// does nothing until the button is pressed: a change of page on selection alone is a change of
// context on input (WCAG 3.2.2), and keyboard users step through options one by one.
export function SeasonSelector({
  options,
  selected,
  label = 'Season',
  action = GO_PATH,
}: SeasonSelectorProps) {
  const id = useId()
  const navigate = useNavigate()

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const value = new FormData(event.currentTarget).get('to')
    const path = toSitePath(typeof value === 'string' ? value : null)
    // Anything odd goes to the server, which answers it.
    if (path === null) return
    event.preventDefault()
    void navigate(path)
  }

  return (
    <form
      method="get"
      action={action}
      onSubmit={handleSubmit}
      className="flex max-w-full flex-wrap items-end gap-2"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={id} className="text-sm font-bold">
          {label}
        </label>
        <select
          id={id}
          key={selected}
          name="to"
          defaultValue={selected ?? undefined}
          className="min-h-11 max-w-full rounded-sm border-2 border-ink-muted bg-surface px-3 text-ink"
        >
          {options.map((option) => (
            <option key={option.href} value={option.href}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button-secondary">
        Show <span className="sr-only">{label.toLowerCase()}</span>
      </button>
    </form>
  )
}
