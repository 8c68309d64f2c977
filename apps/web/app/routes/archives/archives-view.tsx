import { Form } from 'react-router'

import { StoryCard } from '~/components/news/story-card'
import type { StoryCardView } from '~/components/news/story-card-view'
import { SmartLink } from '~/components/smart-link'
import { FILTER_FIELD, SeasonFilter, SportFilter } from '~/components/ui/filter-select'
import type { FilterOption } from '~/components/ui/filter-select'
import { Pagination } from '~/components/ui/pagination'
import { archivesPath } from '~/paths/news'
import { withQuery } from '~/paths/with-query'

type ArchivesViewProps = {
  path: string
  filters: { season: string | null; sport: string | null; q: string | null; page: number }
  seasons: readonly FilterOption[]
  /** The sport menu: site-wide archive only. */
  sports: readonly FilterOption[]
  total: number
  pages: number
  stories: readonly StoryCardView[]
  /** The maximum search length, given to the field so a browser never sends more. */
  searchMaxLength: number
}

// The archive's filters and results: a GET form (season, sport, words) that works without
// JavaScript, every filtered list an address of its own, and page links that keep the filters.
export function ArchivesView({
  path,
  filters,
  seasons,
  sports,
  total,
  pages,
  stories,
  searchMaxLength,
}: ArchivesViewProps) {
  const kept = { season: filters.season, sport: filters.sport, q: filters.q }
  const pageHref = (page: number) => withQuery(path, { ...kept, page: page > 1 ? page : null })
  const filtered = Boolean(filters.season || filters.sport || filters.q)
  const selectKey = `${filters.season}|${filters.sport}|${filters.q}`
  return (
    <div className="space-y-8">
      <Form
        method="get"
        action={path}
        role="search"
        aria-label="Filter stories"
        className="grid gap-4 rounded-sm bg-surface-raised p-4 sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,1fr))_auto] lg:items-end"
      >
        <SeasonFilter value={filters.season} options={seasons} resetKey={selectKey} />
        {sports.length > 0 ? (
          <SportFilter value={filters.sport} options={sports} resetKey={selectKey} />
        ) : null}
        <label className="flex flex-col font-bold">
          Search words
          <input
            key={selectKey}
            type="search"
            name="q"
            defaultValue={filters.q ?? ''}
            maxLength={searchMaxLength}
            autoComplete="off"
            className={FILTER_FIELD}
          />
        </label>
        <button type="submit" className="button-primary">
          Show stories
        </button>
      </Form>
      <section aria-labelledby="archive-results">
        <h2 id="archive-results" className="font-display text-2xl font-black uppercase">
          {describeResults(total, filters.q)}
        </h2>
        {stories.length === 0 ? (
          <p className="mt-4">
            {filtered ? 'No stories match these filters. ' : 'No stories have been published yet.'}
            {filtered ? (
              <SmartLink url={path} className="font-bold underline">
                Show every story
              </SmartLink>
            ) : null}
          </p>
        ) : (
          <ul className="mt-2">
            {stories.map((story, index) => (
              <StoryCard key={story.id} story={story} level={3} priority={index < 2} />
            ))}
          </ul>
        )}
      </section>
      <Pagination page={filters.page} pageCount={pages} hrefFor={pageHref} label="Archive pages" />
      {path !== archivesPath(null) ? (
        <p>
          <SmartLink
            url={archivesPath(null)}
            className="font-bold text-brand-strong hover:underline"
          >
            Stories of every sport
          </SmartLink>
        </p>
      ) : null}
    </div>
  )
}

function describeResults(total: number, q: string | null): string {
  const count = `${total} ${total === 1 ? 'story' : 'stories'}`
  return q ? `${count} matching “${q}”` : count
}
