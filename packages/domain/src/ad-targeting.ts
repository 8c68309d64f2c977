import { getAdSectionCode } from './ad-section'
import { setsCurrentSportAutomatically } from './current-sport'
import { getTrackingPageType, toTargetingPageType } from './page-names'
import { parseQueryFlags } from './measurement/query-flags'
import type { RouteKind } from './route-kind'

/** The key-values an ad network gets for one page (SPEC 2.3, 3 and 5). */
export type AdTargeting = {
  /** SPEC 2.3 tracking page type with the targeting override (home, stories ...). */
  pageType: string
  /** SPEC 3 ad section code: the sport's, 'frontpage' on the home page, else 'ot'. */
  section: string
  /** SPEC 5 `adtest`, passed through; null when absent. */
  adtest: string | null
}

// Home and sport-less pages have no sport; a sport's pages target its section.
const HOME_KINDS: ReadonlySet<RouteKind> = new Set(['home'])

/**
 * Targeting for a screen: its route kind (null when nothing matched: the 404 page), the current
 * sport's global short name (e.g. 'mbasket', null without a sport) and the page's query string,
 * read in the browser (`adtest` is never a server query parameter, so it never splits the cache).
 */
export function getAdTargeting(
  kind: RouteKind | null,
  sportShortName: string | null,
  search = '',
): AdTargeting {
  return {
    pageType: toTargetingPageType(getTrackingPageType(kind)),
    section:
      kind !== null && HOME_KINDS.has(kind)
        ? getAdSectionCode('home')
        : getAdSectionCode(sportShortName),
    adtest: readAdTest(search),
  }
}

/**
 * The sport a page's adverts target (its global short name, or null): the route's current sport
 * (from the address), except on the pages that set the current sport themselves (SPEC.md 2.2: a
 * story, a sport file, a document, the game center), which target the sport of what they show
 * (a story's sport: `pageSport`) and never the address's.
 */
export function getAdSport(
  kind: RouteKind | null,
  routeSport: string | null,
  pageSport: string | null,
): string | null {
  if (kind === null || setsCurrentSportAutomatically(kind)) return routeSport
  return pageSport?.trim() || null
}

// The ad network takes a shorter value than the query flags keep (measurement/query-flags.ts,
// the one reader of the flag).
const AD_TEST_MAX_LENGTH = 64

/** `adtest` of a query string as given (trimmed, at most 64 characters); null when absent or empty. */
export function readAdTest(search: string): string | null {
  return parseQueryFlags(search).adtest?.slice(0, AD_TEST_MAX_LENGTH) ?? null
}

/** The targeting as the ad network's key-value pairs; `adtest` only when present. */
export function toTargetingPairs(targeting: AdTargeting): [string, string][] {
  const pairs: [string, string][] = [
    ['page_type', targeting.pageType],
    ['section', targeting.section],
  ]
  if (targeting.adtest !== null) pairs.push(['adtest', targeting.adtest])
  return pairs
}
