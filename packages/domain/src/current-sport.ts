import type { RouteKind } from './route-kind'
import { type SportLike, findSportBySlug } from './sports'

/** SPEC 2.2: the current sport comes from the sportSlug, slug or globalSportNameSlug parameter. */
export function getSportKeyFromParams(params: Record<string, string | undefined>): string | null {
  return params.sportSlug ?? params.slug ?? params.globalSportNameSlug ?? null
}

// A sports address: /sports/{sport}/... and the hidden roster's /hidden/sports/{sport}/...
const SPORTS_ADDRESS = /^\/(?:hidden\/)?sports\/[^/]/

/**
 * The shell's current sport: the sport the address names (global slug first, then short name),
 * or null. A `slug` names a sport only in a sports address; elsewhere it is a story's, an
 * inductee group's or another page's own slug, and a story called "football" is no sport page.
 */
export function resolveCurrentSport<T extends Pick<SportLike, 'shortName' | 'globalSportNameSlug'>>(
  sports: readonly T[],
  params: Record<string, string | undefined>,
  pathname: string,
): T | null {
  const sportParams = SPORTS_ADDRESS.test(pathname) ? params : { ...params, slug: undefined }
  const key = getSportKeyFromParams(sportParams)
  return key === null ? null : findSportBySlug(sports, key)
}

/**
 * SPEC 2.2: on these routes the page itself sets the current sport (from the story, file or game
 * it shows), so the route parameters must not.
 */
export const MANUAL_SPORT_ROUTE_KINDS = [
  'sport-file',
  'hidden-sport-file',
  'protected-sport-file',
  'story',
  'hidden-story',
  'document',
  'game-center',
] as const satisfies readonly RouteKind[]

const manual: ReadonlySet<RouteKind> = new Set(MANUAL_SPORT_ROUTE_KINDS)

export function setsCurrentSportAutomatically(routeKind: RouteKind): boolean {
  return !manual.has(routeKind)
}

/** SPEC 4: the current sport is replaced only on a real change (set, cleared, or another id). */
export function isCurrentSportChange(
  previous: Pick<SportLike, 'id'> | null,
  next: Pick<SportLike, 'id'> | null,
): boolean {
  return previous?.id !== next?.id
}
