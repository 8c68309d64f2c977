import { StaticHtml } from '~/components/static-html'
import { ticketsPath } from '~/paths/fans'
import { serverSection } from '~/render/index.server'
import { requireRouteChecks } from '~/route-checks/run-route-checks.server'
import { BUILT_ON_SERVER, pageMeta } from '~/seo/page-meta'
import { getPageSite, getSiteName } from '~/seo/root-matches'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'

import type { Route } from './+types/tickets'
import { toTicketOfficeData } from './tickets-structured-data'
import { TicketsView } from './tickets-view'
import { loadTicketsPage } from './tickets.server'

// Tickets (SPEC.md 2.1 /tickets): the ticket office's contact and hours, each sport's tickets and
// the season-ticket deposits. The body is made on the server (tickets-view.tsx), so the page
// costs no JavaScript of its own. SPEC.md 4 has this page run the "redirects" route check: the
// site has no redirect list yet (issue 22).
export async function loader({ request, url }: Route.LoaderArgs) {
  // SPEC 4: tickets runs the provider's route rules (route-checks/).
  await requireRouteChecks('tickets', url, request.signal)
  const page = await loadTicketsPage(request.signal)
  return {
    contact: page.contact,
    hoursText: page.hoursText,
    body: serverSection(request, <TicketsView page={page} />),
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return []
  const siteName = getSiteName(matches)
  return pageMeta({
    matches,
    title: 'Tickets',
    description: `Buy single-game, season and student tickets for ${siteName}, place season-ticket deposits, and find the ticket office's phone, e-mail and hours.`,
    path: ticketsPath(),
    structuredData: import.meta.env.SSR
      ? toTicketOfficeData(loaderData, siteName, getPageSite(matches)?.siteUrl ?? null)
      : BUILT_ON_SERVER,
  })
}

export default function Tickets({ loaderData }: Route.ComponentProps) {
  return <StaticHtml markup={loaderData.body} />
}

export const ErrorBoundary = RouteErrorBoundary
