import type { TicketsPage } from './tickets.server'

// schema.org for the tickets page: the department as an Organization whose ContactPoint is the
// ticket office. ContactPoint's own hours field wants opening-hours rows the provider does not
// send (its hours are free text), so the hours go in the contact point's description.
export function toTicketOfficeData(
  page: Pick<TicketsPage, 'contact' | 'hoursText'>,
  siteName: string,
  siteUrl: string | null,
): Record<string, unknown> {
  const { address, email, phone } = page.contact
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsOrganization',
    name: siteName,
    ...(siteUrl ? { url: new URL('/', siteUrl).href } : {}),
    ...(address ? { address } : {}),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'ticket office',
      name: 'Ticket Office',
      ...(phone ? { telephone: phone } : {}),
      ...(email ? { email } : {}),
      ...(page.hoursText ? { description: `Hours: ${page.hoursText}` } : {}),
    },
  }
}
