import { RedirectsResponseSchema, type RedirectResource } from '@fieldhouse/contract/redirects'
import type { ClientContext } from './context'
import type { CallOptions } from './transport'

/** A route rule (GET /Redirects): `from` a path of the site, `to` where it goes. */
export type RedirectRule = RedirectResource

export function redirectsResource({ getOr }: ClientContext) {
  return {
    /**
     * The tenant's route rules, through the response cache. A failure (logged as the redirects
     * repository's) means no rules: every address is then what the route table makes of it.
     */
    async getRedirects(options: CallOptions = {}): Promise<RedirectRule[]> {
      return getOr(
        { label: 'redirects repository', path: '/Redirects', schema: RedirectsResponseSchema },
        options,
        [],
      )
    },
  }
}
