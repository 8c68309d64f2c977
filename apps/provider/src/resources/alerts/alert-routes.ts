import type { AlertResource, AlertsResponse } from '@fieldhouse/contract/alerts'
import { desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import type { Db } from '../../db/client'
import { tenantRows } from '../../db/tenant-rows'
import { alerts } from '../../db/schema'

type AlertRow = typeof alerts.$inferSelect

// Every enabled alert, expired ones included: the client owns the date, showOnWeb, order and
// maximum-count rules (SPEC 5), so the provider does not second-guess them.
export function listEnabledAlerts(db: Db, tenantId: number): AlertRow[] {
  return tenantRows(db, alerts, tenantId, [eq(alerts.enabled, true)], [desc(alerts.id)])
}

export function toAlert(row: AlertRow): AlertResource {
  return {
    id: row.id,
    title: row.title,
    enabled: row.enabled,
    showOnWeb: row.showOnWeb,
    endDate: row.endDate,
    message: row.message,
    link: row.link,
    linkText: row.linkText,
  }
}

export const alertRoutes = new Hono<AppEnv>().get('/alert/active', (c) => {
  const body: AlertsResponse = listEnabledAlerts(c.var.db, c.var.tenant.id).map(toAlert)
  return c.json(body)
})
