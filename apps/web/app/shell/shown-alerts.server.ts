import { DEFAULT_MAX_ALERTS, selectAlerts } from '@fieldhouse/domain/alerts'

// A relative import: the server's page cache (server/front-door.ts) uses this too, and tsx runs
// the server without the ~ alias.
import { provider } from '../utils/provider.server'

/** The alerts a page shows now, before the visitor's dismissals are taken out. */
export async function getShownAlerts(signal?: AbortSignal) {
  return selectAlerts(await provider.getActiveAlerts({ signal }), new Date(), DEFAULT_MAX_ALERTS)
}
