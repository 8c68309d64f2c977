import { useEffect, useState } from 'react'
import { Form, useNavigation } from 'react-router'

import { canSubmitSearch, getSearchLabel } from '@fieldhouse/domain/search'

import { SmartLink } from '~/components/smart-link'
import { Pagination } from '~/components/ui/pagination'
import { SEARCH_QUERY, searchPagePath } from '~/paths/search'
import { pageMeta } from '~/seo/page-meta'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import type { RouteHandle } from '~/utils/query'

import type { Route } from './+types/search'
import { loadSearchPage, type GroupView, type HitView } from './search.server'

const CHIP =
  'inline-flex min-h-10 items-center rounded-full border-2 border-line px-3 font-bold hover:bg-surface-raised aria-[current=page]:border-ink aria-[current=page]:bg-ink aria-[current=page]:text-surface'

export const handle = { query: SEARCH_QUERY } as const satisfies RouteHandle

export async function loader({ request }: Route.LoaderArgs) {
  return loadSearchPage(request)
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const query = loaderData?.query ?? ''
  return [
    ...pageMeta({
      matches,
      title: query ? `Search results for “${query}”` : 'Search',
      description: 'Search news, players, coaches, games and pages across the athletics site.',
      path: searchPagePath(''),
    }),
    { name: 'robots', content: 'noindex' },
  ]
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const data = loaderData
  const isLoading = useNavigation().state === 'loading'
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="font-display text-3xl font-black uppercase">Search</h1>
      <SearchForm query={data.query} />
      {data.view !== 'form' ? (
        <section aria-labelledby="results-heading" className="mt-8" aria-busy={isLoading}>
          <h2 id="results-heading" className="text-xl font-bold">
            {data.total === 0
              ? `No results for “${data.query}”`
              : `${data.total} ${data.total === 1 ? 'result' : 'results'} for “${data.query}”`}
          </h2>
          {data.total === 0 ? (
            <p className="mt-2 text-ink-muted">
              Check the spelling, or try fewer or more general words.
            </p>
          ) : null}
          {data.view === 'overview' ? (
            data.groups.map((group) => (
              <ResultGroup key={group.kind} group={group} query={data.query} />
            ))
          ) : (
            <>
              <nav aria-label="Result types" className="mt-4">
                <ul className="flex flex-wrap gap-2 text-sm">
                  <li>
                    <a href={searchPagePath(data.query)} className={CHIP}>
                      All ({data.total})
                    </a>
                  </li>
                  {data.counts.map((count) => (
                    <li key={count.kind}>
                      <a
                        href={searchPagePath(data.query, count.kind)}
                        aria-current={count.kind === data.kind ? 'page' : undefined}
                        className={CHIP}
                      >
                        {count.label} ({count.total})
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
              <HitList hits={data.group.hits} />
              {data.group.hits.length === 0 ? (
                <p className="mt-4">
                  No {data.group.label.toLowerCase()} on this page.{' '}
                  <a href={searchPagePath(data.query, data.kind)} className="underline">
                    First page
                  </a>
                </p>
              ) : null}
              <div className="mt-6">
                <Pagination
                  page={data.page}
                  pageCount={data.pageCount}
                  hrefFor={(page) => searchPagePath(data.query, data.kind, page)}
                  label="Result pages"
                />
              </div>
            </>
          )}
        </section>
      ) : null}
    </div>
  )
}

// SPEC.md 5: Go stays disabled while the query is empty, and the field's label says what to do.
// Without JavaScript the button is always enabled (an empty search shows this form again).
function SearchForm({ query }: { query: string }) {
  const [value, setValue] = useState(query)
  const [isHydrated, setIsHydrated] = useState(false)
  useEffect(() => setIsHydrated(true), [])
  return (
    <Form role="search" method="get" className="mt-6 flex gap-2">
      <label htmlFor="search-page-query" className="sr-only">
        {getSearchLabel(value)}
      </label>
      <input
        id="search-page-query"
        key={query}
        name="q"
        type="search"
        defaultValue={query}
        maxLength={200}
        onChange={(event) => setValue(event.currentTarget.value)}
        placeholder="Enter search query"
        className="min-h-12 min-w-0 flex-1 rounded-sm border-2 border-line bg-surface px-3"
      />
      <button
        type="submit"
        className="button-primary disabled:cursor-not-allowed disabled:opacity-60"
        disabled={isHydrated && !canSubmitSearch(value)}
      >
        Go
      </button>
    </Form>
  )
}

function ResultGroup({ group, query }: { group: GroupView; query: string }) {
  const headingId = `results-${group.kind}`
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h3 id={headingId} className="font-display text-lg font-black uppercase">
        {group.label} <span className="text-ink-muted">({group.total})</span>
      </h3>
      <HitList hits={group.hits} />
      {group.total > group.hits.length ? (
        <a
          href={searchPagePath(query, group.kind)}
          className="mt-2 inline-block font-bold text-brand-strong underline"
        >
          All {group.total} {group.label.toLowerCase()}
          <span className="sr-only"> for “{query}”</span>
        </a>
      ) : null}
    </section>
  )
}

function HitList({ hits }: { hits: HitView[] }) {
  return (
    <ul className="mt-2 divide-y divide-line">
      {hits.map((hit) => (
        <li key={hit.key} className="py-3">
          {hit.fullNavigation ? (
            <a href={hit.url} className="font-bold text-brand-strong hover:underline">
              {hit.title}
            </a>
          ) : (
            <SmartLink url={hit.url} className="font-bold text-brand-strong hover:underline">
              {hit.title}
            </SmartLink>
          )}
          <p className="text-sm text-ink-muted">{hit.context}</p>
          {hit.moment ? (
            // A media file or the embed, at the moment (#t=): a full navigation, no JavaScript.
            <p className="text-sm">
              <a href={hit.moment.url} className="font-bold underline underline-offset-2">
                {hit.moment.label}
              </a>
            </p>
          ) : null}
          {hit.snippet.length > 0 ? (
            <p className="mt-1 text-sm">
              {hit.snippet.map((run, index) =>
                run.match ? (
                  <mark key={index} className="bg-accent/40 font-bold text-ink">
                    {run.text}
                  </mark>
                ) : (
                  <span key={index}>{run.text}</span>
                ),
              )}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  )
}

export const ErrorBoundary = RouteErrorBoundary
