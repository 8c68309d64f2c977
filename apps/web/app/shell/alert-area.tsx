import { useFetcher, useLocation } from 'react-router'

import type { Alert } from '@fieldhouse/provider-client/alerts'

import { SmartLink } from '~/components/smart-link'
import { Icon } from '~/components/ui/icon'

// Site-wide alerts (SPEC.md 4 and 5). Dismissal posts to /alerts/dismiss, which sets the
// 12-hour cookie; without JavaScript the same form works as a plain post and redirect.
export function AlertArea({ alerts }: { alerts: Alert[] }) {
  if (alerts.length === 0) return null
  return (
    <section aria-label="Site alerts" className="bg-yellow-300 text-black">
      {alerts.map((alert) => (
        <AlertBanner key={alert.id} alert={alert} />
      ))}
    </section>
  )
}

function AlertBanner({ alert }: { alert: Alert }) {
  const fetcher = useFetcher()
  const location = useLocation()
  if (fetcher.state !== 'idle') return null
  return (
    <div className="mx-auto flex max-w-7xl items-start gap-3 px-4 py-3">
      <Icon name="alert" className="mt-0.5 size-5 shrink-0" />
      <div className="flex-1">
        <p className="font-bold">{alert.title}</p>
        {alert.message ? <p className="text-sm">{alert.message}</p> : null}
        {alert.link ? (
          <SmartLink url={alert.link} className="text-sm font-bold underline">
            {alert.linkText || 'Read more'}
          </SmartLink>
        ) : null}
      </div>
      <fetcher.Form method="post" action="/alerts/dismiss">
        <input type="hidden" name="alertId" value={alert.id} />
        <input type="hidden" name="returnTo" value={location.pathname + location.search} />
        <button
          type="submit"
          className="inline-flex size-11 items-center justify-center rounded-sm hover:bg-black/10"
        >
          <Icon name="close" />
          <span className="sr-only">Dismiss alert: {alert.title}</span>
        </button>
      </fetcher.Form>
    </div>
  )
}
