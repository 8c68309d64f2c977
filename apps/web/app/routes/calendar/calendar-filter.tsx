import { GamesFilterForm, GamesFilterSelect } from '~/components/games/games-filter'
import {
  CALENDAR_LOCATIONS,
  LOCATION_LABELS,
  type CalendarLocation,
} from '~/paths/calendar-location'

// The calendar's filters (components/games/games-filter.tsx). The sport choice is only on
// /calendar (a sport's page is fixed).

type CalendarFilterProps = {
  action: string
  /** The month and view, carried over as they are. */
  keep: Record<string, string | null>
  location: CalendarLocation
  sports: { slug: string; title: string }[] | null
  sport: string | null
}

const LOCATION_OPTIONS = CALENDAR_LOCATIONS.map((value) => ({
  value,
  label: LOCATION_LABELS[value],
}))

export function CalendarFilter({ action, keep, location, sports, sport }: CalendarFilterProps) {
  return (
    <GamesFilterForm action={action} keep={keep}>
      {sports ? (
        <GamesFilterSelect
          label="Sport"
          name="sport"
          value={sport ?? ''}
          options={[
            { value: '', label: 'All sports' },
            ...sports.map((entry) => ({ value: entry.slug, label: entry.title })),
          ]}
        />
      ) : null}
      <GamesFilterSelect
        label="Location"
        name="location"
        value={location}
        options={LOCATION_OPTIONS}
      />
    </GamesFilterForm>
  )
}
