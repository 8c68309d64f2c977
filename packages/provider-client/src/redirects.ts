import { RedirectsResponseSchema, type RedirectResource } from '@fieldhouse/contract/redirects'
import type { ClientContext } from './context'
import { valueOr } from './loaded'
import type { CallOptions } from './transport'

/** A route rule (GET /Redirects): `from` a path of the site, `to` where it goes. */
export type RedirectRule = RedirectResource

export function redirectsResource({ transport }: ClientContext) {
  return {
    /**
     * The tenant's route rules, through the response cache. A failure (logged as the redirects
     * repository's) means no rules: every address is then what the route table makes of it.
     */
    async getRedirects(options: CallOptions = {}): Promise<RedirectRule[]> {
      const outcome = await transport.get({
        label: 'redirects repository',
        path: '/Redirects',
        schema: RedirectsResponseSchema,
        signal: options.signal,
      })
      return valueOr(outcome, [])
    },
  }
}
