import {
  TakeoversResponseSchema,
  type TakeoverResource,
} from '@fieldhouse/contract/takeovers'
import type { CallOptions, Transport } from './transport'

/** SPEC 7/9: the takeover call has its own 7-second timeout. */
export const TAKEOVER_TIMEOUT_MS = 7_000

/** SPEC 3 Takeover. Only takeovers with both url and cookie can be applied (SPEC 4). */
export type Takeover = { type: string; id: number; url: string | null; cookie: string | null }

export function toTakeover(resource: TakeoverResource): Takeover {
  return { type: resource.type, id: resource.id, url: resource.url, cookie: resource.cookie }
}

/** SPEC 8: a failure means no takeovers. */
export async function getTakeovers(
  transport: Transport,
  sportId: number,
  options: CallOptions = {},
): Promise<Takeover[]> {
  const outcome = await transport.get({
    label: 'takeovers repository',
    path: '/Takeovers',
    query: { sportId },
    schema: TakeoversResponseSchema,
    signal: options.signal,
    timeoutMs: TAKEOVER_TIMEOUT_MS,
  })
  return outcome.kind === 'ok' ? outcome.data.map(toTakeover) : []
}
