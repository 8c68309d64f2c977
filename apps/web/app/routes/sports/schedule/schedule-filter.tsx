import { SCHEDULE_FILTERS, type ScheduleFilter } from '@fieldhouse/domain/schedule-groups'

import { GamesFilterForm, GamesFilterSelect } from '~/components/games/games-filter'
import { SeasonSelector, type SeasonOption } from '~/components/ui/season-selector'

// The schedule's and results' filter (components/games/games-filter.tsx).

const FILTER_LABELS: Record<ScheduleFilter, string> = {
  all: 'All games',
  home: 'Home',
  away: 'Away',
  neutral: 'Neutral site',
  conference: 'Conference',
}

const FILTER_OPTIONS = SCHEDULE_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] }))

type SeasonAndFilterProps = {
  /** The season menu's options, shown when there is more than one season. */
  seasons: readonly SeasonOption[]
  selected: string | null
  action: string
  /** The page's other parameters (view, season), carried over as they are. */
  keep: Record<string, string | null>
  filter: ScheduleFilter
}

/** The season menu and the filter, side by side above the games. */
export function SeasonAndFilter({ seasons, selected, action, keep, filter }: SeasonAndFilterProps) {
  return (
    <div className="flex flex-wrap items-end gap-x-8 gap-y-4">
      {seasons.length > 1 ? (
        <SeasonSelector options={seasons} selected={selected} label="Season" />
      ) : null}
      <GamesFilterForm action={action} keep={keep}>
        <GamesFilterSelect label="Show" name="filter" value={filter} options={FILTER_OPTIONS} />
      </GamesFilterForm>
    </div>
  )
}
