import type { RouteKind } from '@fieldhouse/domain/route-kind'

// SPEC.md 4: the named route checks, and which screens run which, in order. Only names here:
// what each check does is in registry.server.ts, and a test holds the two together (an unknown
// name fails the build, through the type below, and the start, through assertKnownChecks).
// docs/decisions/025-route-checks.md.

export const CHECK_NAMES = [
  'schedule',
  'roster-bio',
  'facilities',
  'cume-stats',
  'publications',
  'redirects',
  'coach',
  'url-cleanup',
  'sport-file',
  'news',
  'document',
  'hof',
  'legacy-urls',
  'external-urls',
  // The global ones, run for every navigation.
  'validate',
  'setup',
  'takeovers',
  'route-rule-redirect',
] as const

export type CheckName = (typeof CHECK_NAMES)[number]

/** SPEC 4: run on every navigation, before a screen's own checks. */
export const GLOBAL_CHECKS = [
  'validate',
  'setup',
  'takeovers',
  'route-rule-redirect',
] as const satisfies readonly CheckName[]

/**
 * Each screen's own checks, in the order they run (SPEC 4: a story and a sport file clean their
 * address before their own check; the 404 page tries the legacy addresses, then the provider's
 * rules, then the external paths). Screens not listed have none of their own.
 */
export const ROUTE_CHECKS = {
  schedule: ['schedule'],
  'schedule-text': ['schedule'],
  'schedule-print': ['schedule'],
  'roster-bio': ['roster-bio'],
  'hidden-roster-bio': ['roster-bio'],
  'facilities-page': ['facilities'],
  'cumulative-stats': ['cume-stats'],
  'stats-pdf': ['cume-stats'],
  'publications-page': ['publications'],
  'coach-bio': ['coach'],
  'sport-file': ['url-cleanup', 'sport-file'],
  'hidden-sport-file': ['url-cleanup', 'sport-file'],
  'protected-sport-file': ['url-cleanup', 'sport-file'],
  story: ['url-cleanup', 'news'],
  'hidden-story': ['url-cleanup', 'news'],
  document: ['document'],
  honors: ['hof'],
  'honors-bio': ['hof'],
  'not-found': ['legacy-urls', 'redirects', 'external-urls'],
  login: ['redirects'],
  tickets: ['redirects'],
} as const satisfies Partial<Record<RouteKind, readonly CheckName[]>>

/** The checks a screen runs, globals first, in order. */
export function getRouteChecks(kind: RouteKind): readonly CheckName[] {
  const own: readonly CheckName[] =
    kind in ROUTE_CHECKS ? ROUTE_CHECKS[kind as keyof typeof ROUTE_CHECKS] : []
  return [...GLOBAL_CHECKS, ...own]
}

/**
 * Throws when a declared name is not a check of the registry: called when the server module
 * loads, so a misspelt name stops the start, never a visitor's request (SPEC 8).
 */
export function assertKnownChecks(
  declared: Readonly<Record<string, readonly string[]>>,
  registry: Readonly<Record<string, unknown>>,
): void {
  for (const [kind, names] of Object.entries(declared)) {
    for (const name of names) {
      if (!Object.hasOwn(registry, name)) {
        throw new Error(`Route check "${name}" declared for ${kind} is not in the registry`)
      }
    }
  }
}
