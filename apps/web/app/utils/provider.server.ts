import { createProviderClient } from '@fieldhouse/provider-client/client'

import { env } from './env.server'
import { logger } from './logger.server'
import { getClientAddress } from './request-context.server'

// One client per process, so its response cache is shared by every request.
export const provider = createProviderClient({
  baseUrl: env.PROVIDER_URL,
  tenant: env.TENANT,
  timeoutMs: env.PROVIDER_TIMEOUT_MS,
  logger,
  cache: {
    freshMs: env.PROVIDER_CACHE_FRESH_MS,
    staleWhileRevalidateMs: env.PROVIDER_CACHE_SWR_MS,
    staleIfErrorMs: env.PROVIDER_CACHE_SIE_MS,
  },
  // The provider limits form posts and access-code tries per client: name the visitor.
  clientAddress: getClientAddress,
})
