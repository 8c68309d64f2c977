import { AlertsResponseSchema, type AlertResource } from '@fieldhouse/contract/alerts'
import { perTimeZone, type ClientContext } from './context'
import { parseProviderDate } from './dates'
import type { CallOptions } from './transport'

/** SPEC 3 Alert. Visibility, order and the maximum count are domain rules (SPEC 5). */
export type Alert = {
  id: number
  title: string
  enabled: boolean
  showOnWeb: boolean
  /** null: no end date, or one the provider sent unreadable (the alert then never expires). */
  endDate: Date | null
  message: string | null
  link: string | null
  linkText: string | null
}

export function toAlert(resource: AlertResource, timeZone: string): Alert {
  return {
    id: resource.id,
    title: resource.title,
    enabled: resource.enabled,
    showOnWeb: resource.showOnWeb,
    endDate: parseProviderDate(resource.endDate, timeZone),
    message: resource.message ?? null,
    link: resource.link ?? null,
    linkText: resource.linkText ?? null,
  }
}

const alertsSchema = perTimeZone((zone) =>
  AlertsResponseSchema.transform((alerts) => alerts.map((alert) => toAlert(alert, zone))),
)

export function alertsResource({ getOr }: ClientContext) {
  return {
    /** SPEC 8: a failure is logged and yields an empty list. */
    async getActiveAlerts(options: CallOptions = {}): Promise<Alert[]> {
      return getOr(
        { label: 'alerts repository', path: '/Alert/active', schema: alertsSchema },
        options,
        [],
      )
    },
  }
}
