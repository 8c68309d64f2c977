import { toSlug } from '@fieldhouse/domain/slug'
import { toPlainText } from '@fieldhouse/domain/truncate'
import type { Sport } from '@fieldhouse/provider-client/sports'
import type {
  SportTickets,
  TicketDeposit,
  TicketLink,
  TicketOffice,
  TicketSection,
} from '@fieldhouse/provider-client/ticketing'

import { sportPath } from '~/paths/sports'
import { requireLoaded } from '~/utils/loaded'
import { provider } from '~/utils/provider.server'

// The tickets page (SPEC.md 2.1 /tickets): the ticket office is the main item (missing 404,
// outage 503); the deposits and the sports list are secondary and leave their parts out when
// they cannot be read (SPEC.md 8). Sports that sell tickets (any link with an address) get a
// block each; the rest (free admission) share one compact list.

export type SportTicketsView = {
  sportId: number
  title: string
  /** The block's fragment id, unique on the page. */
  anchor: string
  /** The sport's home on this site, when the sports list knows the sport. */
  homePath: string | null
  image: { url: string; alt: string } | null
  sections: TicketSection[]
  deposits: TicketDeposit[]
}

export type TicketsPage = {
  contact: TicketOffice['contact']
  hours: TicketOffice['hours']
  contactFirst: boolean
  links: TicketLink[]
  ticketed: SportTicketsView[]
  free: SportTicketsView[]
  /** Active deposits of no sport on the page. */
  otherDeposits: TicketDeposit[]
  /** The office for JSON-LD: its hours as plain text. */
  hoursText: string | null
}

const sellsTickets = (sport: SportTickets) =>
  sport.sections.some((section) => section.links.some((link) => link.url !== null))

export function toTicketsPage(
  office: TicketOffice,
  deposits: readonly TicketDeposit[],
  sports: readonly Sport[],
): TicketsPage {
  const active = deposits.filter((deposit) => deposit.active)
  const used = new Set<string>()
  const views = office.sports.map((sport): SportTicketsView => {
    const known = sports.find((entry) => entry.id === sport.sportId && !entry.nonSport)
    let anchor = toSlug(sport.sportTitle) || `sport-${sport.sportId}`
    while (used.has(anchor)) anchor += '-more'
    used.add(anchor)
    return {
      sportId: sport.sportId,
      title: sport.sportTitle,
      anchor,
      homePath: known ? sportPath(known.globalSportNameSlug) : null,
      image: sport.image,
      sections: sport.sections.filter((section) => section.links.length > 0),
      deposits: active.filter((deposit) => deposit.sportId === sport.sportId),
    }
  })
  const shown = new Set(office.sports.map((sport) => sport.sportId))
  return {
    contact: office.contact,
    hours: office.hours,
    contactFirst: office.contactFirst,
    links: office.links,
    ticketed: views.filter((_, index) => sellsTickets(office.sports[index]!)),
    free: views.filter((_, index) => !sellsTickets(office.sports[index]!)),
    otherDeposits: active.filter((deposit) => !shown.has(deposit.sportId)),
    hoursText: office.hours ? toPlainText(office.hours) || null : null,
  }
}

export async function loadTicketsPage(signal: AbortSignal): Promise<TicketsPage> {
  const [office, deposits, sports] = await Promise.all([
    provider.loadTicketOffice({ signal }),
    provider.getTicketDeposits({ signal }),
    provider.getSports({ signal }),
  ])
  return toTicketsPage(requireLoaded(office), deposits, sports)
}
