import { TakeoversResponseSchema, type TakeoverResource } from '@fieldhouse/contract/takeovers'
import type { ClientContext } from './context'
import { valueOr } from './loaded'
import type { CallOptions } from './transport'

/** SPEC 7/9: the takeover call has its own 7-second timeout. */
export const TAKEOVER_TIMEOUT_MS = 7_000

/** SPEC 3 Takeover. Only takeovers with both url and cookie can be applied (SPEC 4). */
export type Takeover = { type: string; id: number; url: string | null; cookie: string | null }

export function toTakeover(resource: TakeoverResource): Takeover {
  return { type: resource.type, id: resource.id, url: resource.url, cookie: resource.cookie }
}

const TakeoversSchema = TakeoversResponseSchema.transform((list) => list.map(toTakeover))

export function takeoversResource({ transport }: ClientContext) {
  return {
    /** SPEC 8: a failure means no takeovers. */
    async getTakeovers(sportId: number, options: CallOptions = {}): Promise<Takeover[]> {
      const outcome = await transport.get({
        label: 'takeovers repository',
        path: '/Takeovers',
        query: { sportId },
        schema: TakeoversSchema,
        signal: options.signal,
        timeoutMs: TAKEOVER_TIMEOUT_MS,
      })
      return valueOr(outcome, [])
    },
  }
}
