import { Form } from 'react-router'

import {
  CALENDAR_LOCATIONS,
  LOCATION_LABELS,
  type CalendarLocation,
} from '~/paths/calendar-location'

// The calendar's filters: a GET form, so it works without JavaScript and every filtered month
// has an address of its own. The sport choice is only on /calendar (a sport's page is fixed).

type CalendarFilterProps = {
  action: string
  /** The month and view, carried over as they are. */
  keep: Record<string, string | null>
  location: CalendarLocation
  sports: { slug: string; title: string }[] | null
  sport: string | null
}

const SELECT = 'mt-1 min-h-11 rounded-sm border-2 border-line bg-surface px-2 font-normal'

export function CalendarFilter({ action, keep, location, sports, sport }: CalendarFilterProps) {
  return (
    <Form method="get" action={action} className="flex flex-wrap items-end gap-2">
      {Object.entries(keep).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      {sports ? (
        <label className="flex flex-col text-sm font-bold">
          Sport
          <select name="sport" defaultValue={sport ?? ''} className={SELECT}>
            <option value="">All sports</option>
            {sports.map((entry) => (
              <option key={entry.slug} value={entry.slug}>
                {entry.title}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label className="flex flex-col text-sm font-bold">
        Location
        <select name="location" defaultValue={location} className={SELECT}>
          {CALENDAR_LOCATIONS.map((value) => (
            <option key={value} value={value}>
              {LOCATION_LABELS[value]}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button-secondary">
        Apply
      </button>
    </Form>
  )
}
