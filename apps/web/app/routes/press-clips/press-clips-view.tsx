import { Form } from 'react-router'

import { StaticHtml } from '~/components/static-html'
import { SeasonFilter, SportFilter } from '~/components/ui/filter-select'
import type { FilterOption } from '~/components/ui/filter-select'
import type { ServerMarkup } from '~/render'

type PressClipsViewProps = {
  /** "clippings" or "coverage": the form's and list's words. */
  noun: string
  path: string
  filters: { season: string | null; sport: string | null; page: number }
  seasons: readonly FilterOption[]
  sports: readonly FilterOption[]
  /** The results, their count and page links: server-made markup (press-clip-list.server.tsx). */
  list: ServerMarkup
}

// Clippings or coverage: a GET form (sport, season) that works without JavaScript, the clips
// linking out to where they ran, and page links that keep the filters (made on the server).
export function PressClipsView({
  noun,
  path,
  filters,
  seasons,
  sports,
  list,
}: PressClipsViewProps) {
  const selectKey = `${filters.season}|${filters.sport}`
  return (
    <div className="space-y-8">
      <Form
        method="get"
        action={path}
        aria-label={`Filter ${noun}`}
        className="grid gap-4 rounded-sm bg-surface-raised p-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
      >
        <SportFilter value={filters.sport} options={sports} resetKey={selectKey} />
        <SeasonFilter value={filters.season} options={seasons} resetKey={selectKey} />
        <button type="submit" className="button-primary">
          Show {noun}
        </button>
      </Form>
      <StaticHtml markup={list} />
    </div>
  )
}
