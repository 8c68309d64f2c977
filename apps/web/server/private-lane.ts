import { ALERT_COOKIE_NAME } from '../app/shell/alert-cookie.server'
import { keepCookies } from '../app/utils/page-contract'

import type { PathKind } from './cache-key'

// What a private page, and the answer to any form post, is sent with: for this visitor only,
// kept by nobody (browser, CDN, nginx, our page cache), and not for search engines
// (app/utils/page-contract.ts, docs/decisions/019).
const PRIVATE_HEADERS: readonly [string, string][] = [
  ['cache-control', 'private, no-store'],
  ['x-robots-tag', 'noindex'],
]
const REPLACED = new Set(PRIVATE_HEADERS.map(([name]) => name))

export function withPrivateHeaders(headers: readonly [string, string][]): [string, string][] {
  return [...headers.filter(([name]) => !REPLACED.has(name.toLowerCase())), ...PRIVATE_HEADERS]
}

/** Whether answers for this path are one visitor's: private screens, and posts to any screen. */
export function isPrivateAnswer(kind: PathKind, method: string): boolean {
  return kind.kind === 'private' || (kind.kind === 'page' && method !== 'GET' && method !== 'HEAD')
}

/**
 * The cookies a screen's render may see: those it declares (a private screen's session) and the
 * shell's dismissed alerts. Nothing else a visitor's browser holds reaches a loader or action.
 */
export function toDeclaredCookies(
  header: string | null | undefined,
  kind: PathKind,
): string | undefined {
  const declared = kind.kind === 'private' ? kind.cookies : []
  return keepCookies(header, [...declared, ALERT_COOKIE_NAME])
}
