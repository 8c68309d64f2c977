import {
  resolveRedirect,
  toRuleTable,
  type RedirectRule,
  type RedirectTarget,
} from '@fieldhouse/domain/redirect-rules'

import { logger } from '../utils/logger.server'
import { provider } from '../utils/provider.server'

import { NOT_FOUND, PASS, type CheckContext, type CheckOutcome } from './check-outcome'

// The provider's route rules (SPEC 4 "redirects" and the global "route-rule redirect"; the
// rules and their safety are domain/redirect-rules.ts). The list comes through the response
// cache; its lookup table is built once per list the cache hands out.
const tables = new WeakMap<readonly RedirectRule[], ReadonlyMap<string, RedirectTarget>>()

export async function checkRedirectRules({ url, signal }: CheckContext): Promise<CheckOutcome> {
  const rules = await provider.getRedirects({ signal })
  if (rules.length === 0) return PASS
  let table = tables.get(rules)
  if (!table) {
    table = toRuleTable(rules)
    tables.set(rules, table)
  }
  const outcome = resolveRedirect(table, url.pathname)
  switch (outcome.kind) {
    case 'none':
      return PASS
    case 'loop':
      // An editor's mistake, not the visitor's: the 404 page, and a line for whoever can fix it.
      logger.warn({ path: url.pathname }, 'redirects repository: the route rules loop')
      return NOT_FOUND
    case 'internal':
      return { kind: 'redirect', location: outcome.path, status: 302, external: false }
    case 'external':
      return { kind: 'redirect', location: outcome.href, status: 302, external: true }
  }
}
