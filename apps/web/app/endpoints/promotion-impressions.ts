import { data } from 'react-router'
import { z } from 'zod'

import type { EndpointArgs } from '~/paths/endpoints'
import { readFormBody } from '~/utils/action.server'
import { provider } from '~/utils/provider.server'

const ImpressionsSchema = z.object({
  adIds: z
    .string()
    .max(2000)
    .transform((value) => value.split(',').map(Number))
    .pipe(z.array(z.number().int().positive()).min(1).max(200)),
})

// The browser's batched impression report (SPEC.md 7 "Impression counting"), passed on to the
// provider's counter. 502 tells the browser to keep its queue and try again later.
export async function action({
  request,
}: Pick<EndpointArgs<'/promotions/impressions'>, 'request'>) {
  // The one body reader (docs/decisions/029): a broken body is a 400 like a malformed report.
  const body = await readFormBody(request)
  const parsed = ImpressionsSchema.safeParse(body ? Object.fromEntries(body) : {})
  if (!parsed.success) return data({ ok: false }, { status: 400 })
  const result = await provider.countImpressions(parsed.data.adIds, { signal: request.signal })
  const isCounted = result.status === 'ok'
  return data(
    { ok: isCounted },
    { status: isCounted ? 200 : 502, headers: { 'Cache-Control': 'no-store' } },
  )
}
