import { Form, useNavigation } from 'react-router'
import { z } from 'zod'

import { getRealSports } from '@fieldhouse/domain/sports'
import { getSearchLabel } from '@fieldhouse/domain/search'

import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import { SmartLink } from '~/components/smart-link'
import { pageMeta } from '~/utils/meta'
import { provider } from '~/utils/provider.server'
import { getQuery, type RouteHandle } from '~/utils/query'

import type { Route } from './+types/search'
import { searchSite } from './search.server'

const QuerySchema = z.string().trim().max(200).catch('')

export const handle = { query: ['q'] } as const satisfies RouteHandle

export async function loader({ request }: Route.LoaderArgs) {
  const query = QuerySchema.parse(getQuery(request, handle.query).q ?? '')
  if (!query) return { query, results: [] }
  const [sports, navigation] = await Promise.all([
    provider.getSports({ signal: request.signal }),
    provider.getNavigation({ signal: request.signal }),
  ])
  return { query, results: searchSite(query, getRealSports(sports), navigation) }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const query = loaderData?.query ?? ''
  return [
    ...pageMeta({
      matches,
      title: query ? `Search results for “${query}”` : 'Search',
      description: 'Search sports, teams and pages across the athletics site.',
      path: '/search',
    }),
    { name: 'robots', content: 'noindex' },
  ]
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { query, results } = loaderData
  const navigation = useNavigation()
  return (
    <div className="mx-auto max-w-3xl py-10">
      <h1 className="font-display text-3xl font-black uppercase">Search</h1>
      <Form role="search" method="get" className="mt-6 flex gap-2">
        <label htmlFor="search-page-query" className="sr-only">
          {getSearchLabel(query)}
        </label>
        <input
          id="search-page-query"
          key={query}
          name="q"
          type="search"
          defaultValue={query}
          placeholder="Enter search query"
          className="min-h-12 flex-1 rounded-sm border-2 border-line bg-surface px-3"
        />
        <button type="submit" className="button-primary">
          Go
        </button>
      </Form>
      {query ? (
        <section
          aria-labelledby="results-heading"
          className="mt-8"
          aria-busy={navigation.state === 'loading'}
        >
          <h2 id="results-heading" className="text-xl font-bold">
            {results.length === 0
              ? `No results for “${query}”`
              : `${results.length} ${results.length === 1 ? 'result' : 'results'} for “${query}”`}
          </h2>
          <ul className="mt-4 divide-y divide-line">
            {results.map((result) => (
              <li key={result.url} className="py-3">
                <SmartLink url={result.url} className="font-bold text-brand-strong hover:underline">
                  {result.title}
                </SmartLink>
                <p className="text-sm text-ink-muted">{result.context}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}

export const ErrorBoundary = RouteErrorBoundary
