import { RedirectsResponseSchema, type RedirectResource } from '@fieldhouse/contract/redirects'
import type { ClientContext } from './context'
import { quietFallback } from './quiet-fallback'
import type { CallOptions } from './transport'

/** A route rule (GET /Redirects): `from` a path of the site, `to` where it goes. */
export type RedirectRule = RedirectResource

const NO_RULES: readonly RedirectRule[] = Object.freeze([])

export function redirectsResource(context: ClientContext) {
  // Read before every page (docs/decisions/033): a provider that fails or sends what the schema
  // refuses means no rules, logged as the redirects repository once per fresh period, not once
  // a page. The same list (or NO_RULES) comes back until it changes, so what the website builds
  // from it can be kept by the list's identity.
  const rules = quietFallback(
    context,
    { label: 'redirects repository', path: '/Redirects', schema: RedirectsResponseSchema },
    NO_RULES,
  )
  return {
    /** The tenant's route rules, through the response cache; none when the provider fails. */
    async getRedirects(options: CallOptions = {}): Promise<readonly RedirectRule[]> {
      return rules(options)
    },
  }
}
