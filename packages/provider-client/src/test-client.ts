import { createProviderClient, type ProviderClientOptions } from './client'
import { createFakeFetch, createRecordingLogger, type RecordedRequest } from './fake-fetch'

// Test support: a client on a fake fetch, in the tenant zone America/Chicago, with no retry
// delay and a recording logger; `options` change any of these (`timeZone: undefined` reads the
// zone from the site settings, as in production). Not used by the client itself.

export type TestHandler = (
  request: RecordedRequest,
  signal: AbortSignal | null,
) => Response | Promise<Response>

export function createTestClient(
  handler: TestHandler,
  options: Partial<ProviderClientOptions> = {},
) {
  const { fetch, requests } = createFakeFetch(async (request, signal) => handler(request, signal))
  const logger = createRecordingLogger()
  const client = createProviderClient({
    baseUrl: 'http://p.test',
    tenant: 'demo',
    fetch,
    logger,
    sleep: async () => undefined,
    timeZone: 'America/Chicago',
    ...options,
  })
  return { client, requests, logger }
}

/** A request's path and query, as the provider saw them. */
export const pathAndQuery = (request: RecordedRequest | undefined) =>
  `${request?.url.pathname}${request?.url.search}`
