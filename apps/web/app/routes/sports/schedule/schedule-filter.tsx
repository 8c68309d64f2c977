import { Form } from 'react-router'

import { SCHEDULE_FILTERS, type ScheduleFilter } from '@fieldhouse/domain/schedule-groups'

// The schedule's and results' filter: a GET form, so it works without JavaScript and every
// filtered list has an address of its own.

const FILTER_LABELS: Record<ScheduleFilter, string> = {
  all: 'All games',
  home: 'Home',
  away: 'Away',
  neutral: 'Neutral site',
  conference: 'Conference',
}

export function FilterForm({
  action,
  keep,
  filter,
}: {
  action: string
  /** The page's other parameters (view, season), carried over as they are. */
  keep: Record<string, string | null>
  filter: ScheduleFilter
}) {
  return (
    <Form method="get" action={action} className="flex flex-wrap items-end gap-2">
      {Object.entries(keep).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      <label className="flex flex-col text-sm font-bold">
        Show
        <select
          name="filter"
          defaultValue={filter}
          className="mt-1 min-h-11 rounded-sm border-2 border-line bg-surface px-2 font-normal"
        >
          {SCHEDULE_FILTERS.map((value) => (
            <option key={value} value={value}>
              {FILTER_LABELS[value]}
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
