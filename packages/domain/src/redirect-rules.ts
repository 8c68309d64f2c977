import { toSitePath } from './site-path'

// The provider's route rules (GET /Redirects: [{from, to}], SPEC.md 4 "redirects" and the
// global "route-rule redirect"), applied before every page (docs/decisions/033). Only targets on
// this site are followed: a path, or an absolute URL of the site's own origin. A rule to another
// site is left out like an unsafe one, because a rule set that reaches every page could
// otherwise send every visitor of every page elsewhere. Only the rule decides where a visitor
// goes: nothing of the asked address (its query, its fragment) is carried to the target, so no
// address a visitor types can become an open redirect.

export type RedirectRule = { from: string; to: string }

export type RedirectTarget = { kind: 'internal'; path: string } | { kind: 'external'; href: string }

export type RedirectOutcome =
  | { kind: 'none' }
  | { kind: 'internal'; path: string }
  /** The rules lead round in a circle, or further than MAX_REDIRECT_HOPS: no redirect. */
  | { kind: 'loop' }

/** Rules followed one after another before the chain counts as a loop. */
export const MAX_REDIRECT_HOPS = 5

/**
 * A rule's target, or null when it is not a safe one: an http(s) URL (absolute, or
 * protocol-relative `//host/...`, read as https) or a path of this site. Anything else (another
 * scheme such as `javascript:`, `/\host`, control characters, a relative path) is ignored.
 */
export function toRedirectTarget(to: string): RedirectTarget | null {
  const text = to.trim()
  if (text === '' || /[\s\\\u0000-\u001f\u007f]/.test(text)) return null
  if (text.startsWith('/') && !text.startsWith('//')) {
    const path = toSitePath(text)
    return path === null ? null : { kind: 'internal', path }
  }
  const absolute = text.startsWith('//') ? `https:${text}` : text
  if (!/^https?:\/\//i.test(absolute)) return null
  try {
    const url = new URL(absolute)
    if (url.hostname === '' || url.username !== '' || url.password !== '') return null
    return { kind: 'external', href: url.href }
  } catch {
    return null
  }
}

/** Lower-case segments without escapes, doubled or trailing slashes: a key as it is. */
const PLAIN_KEY = /^\/(?:[a-z0-9._~-]+(?:\/[a-z0-9._~-]+)*)?$/

/**
 * The key a rule's `from` and an asked path are compared by: the path without query or
 * fragment, lower case, no trailing slash (the root's aside), escapes decoded where they can be.
 * null for what no rule can match (no leading slash).
 */
export function toRuleKey(path: string): string | null {
  // Most asked paths are already keys: one regex test instead of the work below (this runs
  // before every page, docs/decisions/033).
  if (PLAIN_KEY.test(path)) return path
  const bare = path.trim().split(/[?#]/, 1)[0] ?? ''
  if (!bare.startsWith('/')) return null
  let decoded = bare
  try {
    decoded = decodeURIComponent(bare)
  } catch {
    // Kept as sent: it is compared, never used as an address.
  }
  const key = decoded
    .replace(/\/{2,}/g, '/')
    .replace(/(.)\/$/, '$1')
    .toLowerCase()
  return key
}

/**
 * The rules compiled for matching: every address a rule names, with where its chain ends, worked
 * out once per rule set. A lookup is one key and one map read, however many rules there are.
 */
export type RedirectMatcher = {
  /** Addresses that have a rule, once unsafe and off-site rules are left out. */
  readonly size: number
  /** Rules left out: an unsafe target, another site's, a `from` that is no path, a repeat. */
  readonly ignored: number
  match(path: string): RedirectOutcome
}

export type CompileOptions = {
  /** The site's own origin (SITE_URL): an absolute target there is read as its path. */
  siteOrigin?: string | undefined
  maxHops?: number
}

const NONE: RedirectOutcome = Object.freeze({ kind: 'none' })
const LOOP: RedirectOutcome = Object.freeze({ kind: 'loop' })

/**
 * Compiles a rule set (the first rule for a `from` wins). A chain is followed to its end, so a
 * visitor gets one redirect; a chain that comes back to an address it passed, or is longer than
 * `maxHops` rules, is a loop.
 */
export function compileRedirectRules(
  rules: readonly RedirectRule[],
  { siteOrigin, maxHops = MAX_REDIRECT_HOPS }: CompileOptions = {},
): RedirectMatcher {
  const origin = siteOrigin === undefined ? null : toOrigin(siteOrigin)
  // The next path of each address; what a chain passes is read by key.
  const next = new Map<string, { path: string; key: string }>()
  let ignored = 0
  for (const rule of rules) {
    const key = toRuleKey(rule.from)
    const path = toSitePathTarget(rule.to, origin)
    const targetKey = path === null ? null : toRuleKey(path)
    if (key === null || path === null || targetKey === null || next.has(key)) ignored++
    else next.set(key, { path, key: targetKey })
  }
  const outcomes = new Map<string, RedirectOutcome>()
  for (const start of next.keys()) outcomes.set(start, followChain(next, start, maxHops))
  return {
    size: outcomes.size,
    ignored,
    match(path) {
      if (outcomes.size === 0) return NONE
      const key = toRuleKey(path)
      return (key === null ? undefined : outcomes.get(key)) ?? NONE
    },
  }
}

function followChain(
  next: ReadonlyMap<string, { path: string; key: string }>,
  start: string,
  maxHops: number,
): RedirectOutcome {
  const seen = new Set([start])
  let step = next.get(start)
  for (let hops = 1; step; hops++) {
    if (seen.has(step.key) || hops > maxHops) return LOOP
    const after = next.get(step.key)
    if (!after) return Object.freeze({ kind: 'internal', path: step.path })
    seen.add(step.key)
    step = after
  }
  return NONE
}

// A target this site answers: a path, or an absolute URL of the site's own origin read as its
// path. null for another site's URL and for what toRedirectTarget refuses.
function toSitePathTarget(to: string, siteOrigin: string | null): string | null {
  const target = toRedirectTarget(to)
  if (target === null) return null
  if (target.kind === 'internal') return target.path
  const url = new URL(target.href)
  if (siteOrigin === null || url.origin !== siteOrigin) return null
  // Checked again as a path: `https://site//host` must not become the path `//host`.
  return toSitePath(url.pathname + url.search + url.hash)
}

function toOrigin(value: string): string | null {
  try {
    return new URL(value).origin
  } catch {
    return null
  }
}
