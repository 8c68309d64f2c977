import {
  compileRedirectRules,
  type RedirectMatcher,
  type RedirectRule,
} from '@fieldhouse/domain/redirect-rules'

import { env, getSiteUrl } from '../utils/env.server'
import { logger } from '../utils/logger.server'
import { provider } from '../utils/provider.server'

import { PASS, type CheckContext, type CheckOutcome } from './check-outcome'

// The provider's route rules (SPEC 4 "redirects" and the global "route-rule redirect"), applied
// before every page (docs/decisions/033): by the front door before the page cache
// (server/front-door.ts), by the root loader for what reaches React Router otherwise (a client
// navigation's data request, the dev server), and by the 404 page's checks. The rules and their
// safety are domain/redirect-rules.ts; here the list is read once per provider cache period
// and compiled once per list the response cache hands out, so a page pays one map lookup.

/** Where a page's address goes instead: always this site's path (off-site rules are dropped). */
export type PageRedirect = { location: string; status: 302 }

const matchers = new WeakMap<readonly RedirectRule[], RedirectMatcher>()
let known: { matcher: RedirectMatcher; readAt: number } | null = null
let reading: Promise<RedirectMatcher> | null = null

/**
 * The matcher of the provider's rules, after reading them if it is time (the response cache
 * answers from memory within its period, and keeps the last list through an outage).
 */
export function loadRedirectMatcher(): Promise<RedirectMatcher> {
  // One read at a time, without any one visitor's signal: a visitor leaving must not fail it.
  reading ??= provider
    .getRedirects()
    .then((rules) => {
      const matcher = matchers.get(rules) ?? compile(rules)
      known = { matcher, readAt: Date.now() }
      return matcher
    })
    .finally(() => {
      reading = null
    })
  return reading
}

/**
 * The matcher known now, without waiting: null until the first read ends (server/start.ts
 * starts it before listening). Past the cache period it starts a read in the background and
 * answers with the rules it has, so no page ever waits on /Redirects.
 */
export function peekRedirectMatcher(): RedirectMatcher | null {
  if (!known || Date.now() - known.readAt >= env.PROVIDER_CACHE_FRESH_MS) {
    loadRedirectMatcher().catch((error: unknown) => {
      logger.warn({ err: error }, 'redirects repository: the route rules could not be read')
    })
  }
  return known?.matcher ?? null
}

/**
 * Where the rules send a page's address (its path, without React Router's `.data`), or null.
 * Never throws: whatever goes wrong here means no rules, never no page.
 */
export function findPageRedirect(pathname: string): PageRedirect | null {
  try {
    const outcome = peekRedirectMatcher()?.match(pathname)
    return outcome?.kind === 'internal' ? { location: outcome.path, status: 302 } : null
  } catch (error) {
    logger.warn({ err: error, path: pathname }, 'redirects repository: the lookup failed')
    return null
  }
}

/** The 404 page's check, and login's and tickets': these may wait for the first read. */
export async function checkRedirectRules({ url }: CheckContext): Promise<CheckOutcome> {
  const matcher = peekRedirectMatcher() ?? (await loadRedirectMatcher())
  const outcome = matcher.match(url.pathname)
  // A loop is an editor's mistake, said once per rule set (compile): the address is then what
  // it would be without rules, a page or the 404 page.
  return outcome.kind === 'internal'
    ? { kind: 'redirect', location: outcome.path, status: 302, external: false }
    : PASS
}

function compile(rules: readonly RedirectRule[]): RedirectMatcher {
  const matcher = compileRedirectRules(rules, { siteOrigin: getSiteUrl() })
  matchers.set(rules, matcher)
  const loops = rules.filter((rule) => matcher.match(rule.from).kind === 'loop')
  if (matcher.ignored > 0 || loops.length > 0) {
    // Once per rule set, with a few examples: enough for whoever can fix the rules.
    logger.warn(
      {
        rules: rules.length,
        ignored: matcher.ignored,
        loops: loops.length,
        loopExamples: loops.slice(0, 3).map((rule) => rule.from),
      },
      'redirects repository: route rules left out (unsafe or off-site targets, repeats) or looping',
    )
  }
  return matcher
}
