import { toSitePath } from './site-path'

// The provider's route rules (GET /Redirects: [{from, to}], SPEC.md 4 "redirects" and the
// global "route-rule redirect"). A target with a protocol or in absolute form is a full
// navigation to another site; any other is a path of this site. Only the rule decides where a
// visitor goes: nothing of the asked address (its query, its fragment) is carried to the target,
// so no address a visitor types can become an open redirect.

export type RedirectRule = { from: string; to: string }

export type RedirectTarget = { kind: 'internal'; path: string } | { kind: 'external'; href: string }

export type RedirectOutcome =
  | { kind: 'none' }
  | RedirectTarget
  /** The rules lead round in a circle, or further than MAX_REDIRECT_HOPS: the 404 page. */
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

/**
 * The key a rule's `from` and an asked path are compared by: the path without query or
 * fragment, lower case, no trailing slash (the root's aside), escapes decoded where they can be.
 * null for what no rule can match (no leading slash).
 */
export function toRuleKey(path: string): string | null {
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

/** The rules by their `from` key: the first rule for a key wins, unsafe targets are left out. */
export function toRuleTable(rules: readonly RedirectRule[]): ReadonlyMap<string, RedirectTarget> {
  const table = new Map<string, RedirectTarget>()
  for (const rule of rules) {
    const key = toRuleKey(rule.from)
    const target = toRedirectTarget(rule.to)
    if (key !== null && target !== null && !table.has(key)) table.set(key, target)
  }
  return table
}

/**
 * Where the rules send the asked path: followed from rule to rule (a chain ends where a target
 * has no rule of its own, or leaves the site), so a visitor gets one redirect to the end. A
 * chain that comes back to a path it passed, or is longer than `maxHops`, is a loop.
 */
export function resolveRedirect(
  table: ReadonlyMap<string, RedirectTarget>,
  path: string,
  maxHops = MAX_REDIRECT_HOPS,
): RedirectOutcome {
  const start = toRuleKey(path)
  if (start === null) return { kind: 'none' }
  const seen = new Set([start])
  let target = table.get(start)
  if (!target) return { kind: 'none' }
  for (let hops = 1; ; hops++) {
    if (target.kind === 'external') return target
    const key = toRuleKey(target.path)
    if (key === null) return target
    if (seen.has(key) || hops > maxHops) return { kind: 'loop' }
    const next = table.get(key)
    if (!next) return target
    seen.add(key)
    target = next
  }
}
