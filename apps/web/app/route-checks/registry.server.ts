import { type CheckName, ROUTE_CHECKS, assertKnownChecks } from './declared-checks'
import type { CheckContext, CheckOutcome } from './check-outcome'
import { checkExternalPath } from './external-urls.server'
import { checkLegacyUrl } from './legacy-urls.server'
import { checkRedirectRules } from './redirect-rules.server'

/**
 * A named check of SPEC.md 4: one this module runs, or one whose job the screen's own loader
 * already does, named by `doneBy` (the 404/503 of requireSport, the 301s of requireCanonical
 * ...), so there is one copy of each rule (docs/decisions/025-route-checks.md).
 */
export type RouteCheck =
  | { run: (context: CheckContext) => Promise<CheckOutcome> | CheckOutcome }
  | { doneBy: string }

export const CHECK_REGISTRY: Readonly<Record<CheckName, RouteCheck>> = {
  // Content ids and canonical addresses: the screens' loaders (404 missing, 503 unavailable,
  // 301 to the one spelling) and their params parsers (utils/params.ts).
  schedule: { doneBy: 'loadSchedulePage: requireSport, requireSeason, requireCanonical' },
  'roster-bio': { doneBy: 'loadPlayerBioPage: requireSport, requireId, requireCanonical' },
  facilities: { doneBy: 'facility-page loader: requireId, loadFacility, requireLoaded' },
  'cume-stats': { doneBy: 'loadStatsPage: requireSport, requireSeason, requireCanonical' },
  publications: {
    doneBy: 'publication-page loader: requireSlug, loadPublication, requireCanonical',
  },
  coach: { doneBy: 'loadStaffBio: requireId, requireSport, requireCanonical' },
  'sport-file': {
    doneBy: 'sport-file loader: requireSportFileKey, loadSportFile, requireCanonical',
  },
  news: { doneBy: 'loadStoryPage: requireStoryDay, loadStory, requireLoaded' },
  document: { doneBy: 'document resource route: parseDocumentPath, findDocument' },
  hof: { doneBy: 'buildHallOfFamePage / buildInducteePage: requireLoaded, requireCanonical' },
  // SPEC 4 url-cleanup (domain/url-cleanup.ts): the story and sport file loaders move an unclean
  // spelling of their own address (story.server.ts, sport-file.server.ts); the front door one
  // that no route matches (a slash too many), before their own check.
  'url-cleanup': {
    doneBy: 'getUrlCleanupRedirect in front-door.ts, story.server.ts, sport-file.server.ts',
  },
  'legacy-urls': { run: checkLegacyUrl },
  redirects: { run: checkRedirectRules },
  'external-urls': { run: checkExternalPath },
  // Global: the params parsers of every loader (utils/params.ts) and the 404 of a malformed
  // path (server/malformed-path.ts); the shell data of the root loader; the takeovers of the
  // home and sport home pages (shell/takeovers); and the provider's rules, looked up before
  // every page: in the front door ahead of the page cache, and in the root loader for what
  // reaches React Router otherwise (docs/decisions/033).
  validate: { doneBy: 'utils/params.ts require* parsers; server/malformed-path.ts' },
  setup: { doneBy: 'root loader (shell data, degrading per SPEC 8)' },
  takeovers: { doneBy: 'shell/interstitials.server.ts (home and sport home, domain/takeovers.ts)' },
  'route-rule-redirect': {
    doneBy:
      'findPageRedirect (redirect-rules.server.ts) in server/front-door.ts and the root loader',
  },
}

// Every declared name is a check: a misspelt one stops the server from starting.
assertKnownChecks(ROUTE_CHECKS, CHECK_REGISTRY)

/**
 * Runs the named checks that this module runs, in order: the first that does not pass decides.
 * A check that throws is one that failed (SPEC 8: errors on first load give the 404 page),
 * except when the request was aborted, which is passed on.
 */
export async function runChecks(
  names: readonly CheckName[],
  context: CheckContext,
): Promise<CheckOutcome> {
  for (const name of names) {
    const check = CHECK_REGISTRY[name]
    if (!('run' in check)) continue
    let outcome: CheckOutcome
    try {
      outcome = await check.run(context)
    } catch (error) {
      if (context.signal.aborted) throw error
      outcome = { kind: 'not-found' }
    }
    if (outcome.kind !== 'pass') return outcome
  }
  return { kind: 'pass' }
}
