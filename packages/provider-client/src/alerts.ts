import { AlertsResponseSchema, type AlertResource } from '@fieldhouse/contract/alerts'
import type { CallOptions, Transport } from './transport'

/** SPEC 3 Alert. Visibility, order and the maximum count are domain rules (SPEC 5). */
export type Alert = {
  id: number
  title: string
  enabled: boolean
  showOnWeb: boolean
  endDate?: string | null
  message: string | null
  link: string | null
  linkText: string | null
}

export function toAlert(resource: AlertResource): Alert {
  return {
    id: resource.id,
    title: resource.title,
    enabled: resource.enabled,
    showOnWeb: resource.showOnWeb,
    endDate: resource.endDate ?? null,
    message: resource.message ?? null,
    link: resource.link ?? null,
    linkText: resource.linkText ?? null,
  }
}

/** SPEC 8: a failure is logged and yields an empty list. */
export async function getActiveAlerts(
  transport: Transport,
  options: CallOptions = {},
): Promise<Alert[]> {
  const outcome = await transport.get({
    label: 'alerts repository',
    path: '/Alert/active',
    schema: AlertsResponseSchema,
    signal: options.signal,
  })
  return outcome.kind === 'ok' ? outcome.data.map(toAlert) : []
}
