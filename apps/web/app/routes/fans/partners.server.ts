import type { Partner } from '@fieldhouse/provider-client/partners'

import { requireLoaded } from '~/utils/loaded'
import { provider } from '~/utils/provider.server'

// The partners page (SPEC.md 2.1 /partners): the department's sponsors, the same list as the
// footer's sponsor strip (the client reads its promotion location). The list is the main item:
// no location is a 404, an outage a 503.

export type PartnerCard = {
  id: number
  name: string
  description: string | null
  logo: { url: string; alt: string } | null
  /** The sponsor's site, outgoing, as sent. */
  link: string | null
  opensInNewWindow: boolean
  /** The link's host name to show ("acme.example"), or null when it has none. */
  host: string | null
}

function toHost(link: string): string | null {
  try {
    return new URL(link, 'https://site.invalid').host.replace(/^www\./, '') || null
  } catch {
    return null
  }
}

export function toPartnerCard(partner: Partner): PartnerCard {
  return {
    id: partner.id,
    name: partner.name,
    description: partner.description,
    logo: partner.logo,
    link: partner.link,
    opensInNewWindow: partner.opensInNewWindow,
    host: partner.link && !partner.link.startsWith('/') ? toHost(partner.link) : null,
  }
}

export async function loadPartnersPage(signal: AbortSignal): Promise<PartnerCard[]> {
  return requireLoaded(await provider.loadPartners({ signal })).map(toPartnerCard)
}
