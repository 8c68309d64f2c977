import { Form } from 'react-router'

import { StaticHtml, type ServerMarkup } from '~/components/static-html'

import type { FilterOption } from '../archives/archives.server'

type PressClipsViewProps = {
  /** "clippings" or "coverage": the form's and list's words. */
  noun: string
  path: string
  filters: { season: string | null; sport: string | null; page: number }
  seasons: readonly FilterOption[]
  sports: readonly FilterOption[]
  /** The results, their count and page links: server-made markup (press-clips-markup). */
  list: ServerMarkup
}

const FIELD =
  'mt-1 min-h-11 w-full rounded-sm border-2 border-ink-muted bg-surface px-3 font-normal text-ink'

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
        <label className="flex flex-col font-bold">
          Sport
          <select key={selectKey} name="sport" defaultValue={filters.sport ?? ''} className={FIELD}>
            <option value="">All sports</option>
            {sports.map((sport) => (
              <option key={sport.value} value={sport.value}>
                {sport.label}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col font-bold">
          Season
          <select
            key={selectKey}
            name="season"
            defaultValue={filters.season ?? ''}
            className={FIELD}
          >
            <option value="">All seasons</option>
            {seasons.map((season) => (
              <option key={season.value} value={season.value}>
                {season.label}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button-primary">
          Show {noun}
        </button>
      </Form>
      <StaticHtml markup={list} />
    </div>
  )
}
