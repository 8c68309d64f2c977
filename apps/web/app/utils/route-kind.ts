import type { UIMatch } from 'react-router'

import type { RouteKind } from '@fieldhouse/domain/route-kind'

/**
 * The screen kind of the deepest matched screen route. Screen routes' ids are kinds; every other
 * id is 'root' or a file path ('routes/resources/splat'), which routes.test.ts checks. Telling
 * them apart by shape keeps the list of 75 kinds out of every page's JavaScript. A route that
 * serves two kinds of page at one address shape names the one it rendered in its data
 * (`screenKind`: the staff directory's department pages, docs/decisions/009).
 */
export function getRouteKind(
  matches: readonly (Pick<UIMatch, 'id'> & { data?: unknown })[],
): RouteKind | null {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index]
    const id = match?.id
    if (id !== undefined && id !== 'root' && !id.includes('/')) {
      return getDataKind(match?.data) ?? (id as RouteKind)
    }
  }
  return null
}

function getDataKind(data: unknown): RouteKind | null {
  if (typeof data !== 'object' || data === null || !('screenKind' in data)) return null
  const kind: unknown = data.screenKind
  return typeof kind === 'string' && kind !== 'root' && !kind.includes('/')
    ? (kind as RouteKind)
    : null
}
