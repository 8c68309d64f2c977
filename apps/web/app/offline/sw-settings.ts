// What the worker knows of its site and build. The build's part (its id and its shell files) is
// written into the script by the build (build-service-worker.ts); the site's part (the tenant,
// its time zone) by the web server when it sends /sw.js (server/service-worker-script.ts), so one
// build serves any tenant and a tenant's worker never reads another's caches.

import { DEFAULT_TIME_ZONE } from '@fieldhouse/provider-client/dates'
import { toCacheNames } from '@fieldhouse/domain/saved-pages'

export type BuildFacts = {
  /** React Router's manifest version: the build id of docs/decisions/026. */
  id: string
  /** The route manifest's file: answers React Router's route discovery offline. */
  manifestUrl: string
  /** The files every page loads: the entry, the framework, the shell, the stylesheet. */
  shell: string[]
}

export type SiteFacts = { tenant: string; timeZone: string | null }

declare const __FIELDHOUSE_BUILD__: BuildFacts
declare const self: ServiceWorkerGlobalScope & { FIELDHOUSE_SITE?: Partial<SiteFacts> }

export const build: BuildFacts = __FIELDHOUSE_BUILD__

const site = self.FIELDHOUSE_SITE ?? {}
// The server always writes one (the tenant's, else the documented default of decision 010).
export const timeZone = typeof site.timeZone === 'string' ? site.timeZone : DEFAULT_TIME_ZONE
export const names = toCacheNames(
  typeof site.tenant === 'string' && site.tenant ? site.tenant : 'site',
)

export const worker = self
