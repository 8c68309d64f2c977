import { data } from 'react-router'

import type { EndpointArgs } from '~/paths/endpoints'
import { logger } from '~/utils/logger.server'
import { parseId } from '~/utils/params'
import { provider } from '~/utils/provider.server'

const SPLASH_CLICK_ERROR_MESSAGE = 'Failed to track click action' // SPEC.md 8

// The browser reports a click on a splash's picture (sent as a beacon, so leaving the page does
// not cancel it); the provider counts it. A failure is logged with SPEC.md 8's message.
export async function action({
  params,
  request,
}: Pick<EndpointArgs<'/splash/click/:splashId'>, 'params' | 'request'>) {
  const splashId = parseId(params.splashId)
  if (splashId === null) return data({ ok: false }, { status: 404 })
  const result = await provider.trackSplashClick(splashId, {
    signal: request.signal,
  })
  const isTracked = result.status === 'ok'
  if (!isTracked) logger.warn({ splashId: params.splashId }, SPLASH_CLICK_ERROR_MESSAGE)
  return data({ ok: isTracked }, { status: isTracked ? 200 : 502 })
}
