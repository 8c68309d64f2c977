import { useLocation } from 'react-router'

// Declared query parameters. A screen lists the search parameters it reads in its handle, and
// reads them only through getQuery, so the list is complete: any other parameter (a tracking
// tag, a cache-buster) cannot change the markup, and the page cache can key a page on its path
// plus exactly these, read from the route's handle (DESIGN.md "A request"). ESLint forbids
// reading `searchParams` anywhere else in app/.
//
//   export const handle = { query: ['q'] } as const satisfies RouteHandle
//   const { q } = getQuery(request, handle.query)

// The handle's type lives with the rest of the page contract (utils/page-contract.ts).
export type { RouteHandle } from './page-contract'

/** The declared parameters' values (the first of repeated ones), null when absent. */
export function getQuery<const Name extends string>(
  request: Request,
  names: readonly Name[],
): Record<Name, string | null> {
  const params = new URL(request.url).searchParams
  const values = {} as Record<Name, string | null>
  for (const name of names) values[name] = params.get(name)
  return values
}

/**
 * The same in a component, from the current location: for pages whose markup names a query
 * value but whose loader does not need it (so the value stays out of the hydration data).
 */
export function useQuery<const Name extends string>(
  names: readonly Name[],
): Record<Name, string | null> {
  const { search } = useLocation()
  const params = new URLSearchParams(search)
  const values = {} as Record<Name, string | null>
  for (const name of names) values[name] = params.get(name)
  return values
}
