import {
  TicketingExperienceResponseSchema,
  TicketingPageLocationSchema,
  TicketingResponseSchema,
  type TicketLinkResource,
} from '@fieldhouse/contract/ticketing'
import type { ClientContext } from './context'
import { toImagePath } from './game-parts'
import { valueOr, type Loaded } from './loaded'
import { orNull } from './rosters-parts'
import { toSafeHtml, type SafeHtml } from './safe-html'
import type { CallOptions } from './transport'

// Tickets (SPEC 2.1 /tickets; GET /TicketingExperience, /Ticketing,
// /Ticketing/settings/page-location). Ticket links lead to the ticket vendor, as sent.

const LABEL = 'ticketing repository'

/** A card of the ticket page: `body` the prices or terms (sanitised HTML), `url` the action. */
export type TicketLink = {
  title: string
  body: SafeHtml | null
  text: string | null
  url: string | null
  icon: string | null
}

export type TicketSection = { title: string; showTitle: boolean; links: TicketLink[] }

export type SportTickets = {
  sportId: number
  sportTitle: string
  sportShortName: string | null
  /** Site-relative like every image, or absolute as sent. */
  image: { url: string; alt: string } | null
  sections: TicketSection[]
}

/** The ticket office and each sport's tickets, in the provider's order (ranking). */
export type TicketOffice = {
  contact: { address: string | null; email: string | null; phone: string | null }
  hours: SafeHtml | null
  contactFirst: boolean
  links: TicketLink[]
  sports: SportTickets[]
}

/** A season-ticket deposit or other item sold outside single games (GET /Ticketing). */
export type TicketDeposit = {
  sportId: number
  title: string
  information: SafeHtml | null
  url: string | null
  maximumQuantity: number | null
  active: boolean
}

/** Pages that show a ticket link (GET /Ticketing/settings/page-location). */
export type TicketLinkPlaces = {
  sportFile: boolean
  roster: boolean
  rosterBio: boolean
  coaches: boolean
  coachesBio: boolean
  archives: boolean
  boxScore: boolean
  facilities: boolean
}

const toLink = (link: TicketLinkResource): TicketLink => ({
  title: link.title,
  body: toSafeHtml(link.body),
  text: orNull(link.text),
  url: orNull(link.url),
  icon: orNull(link.icon),
})

const OfficeSchema = TicketingExperienceResponseSchema.transform(
  ({ globalTicketExperienceConfig: config, sports }): TicketOffice => ({
    contact: {
      address: orNull(config.contact.address),
      email: orNull(config.contact.email),
      phone: orNull(config.contact.phone),
    },
    hours: toSafeHtml(config.hours),
    contactFirst: config.isContactInfoAtTop ?? false,
    links: (config.headerLinks ?? []).map(toLink),
    sports: [...sports]
      .sort((a, b) => (a.ranking ?? 0) - (b.ranking ?? 0))
      .map((sport) => {
        const image = sport.ticketExperience.image
        const url = toImagePath(image?.url)
        return {
          sportId: sport.sportId,
          sportTitle: sport.sportTitle,
          sportShortName: orNull(sport.sportShortName),
          image: url ? { url, alt: image?.altText || sport.sportTitle } : null,
          sections: sport.ticketExperience.sections.map((section) => ({
            title: section.title,
            showTitle: section.showTitle ?? true,
            links: section.links.map(toLink),
          })),
        }
      }),
  }),
)

const DepositsSchema = TicketingResponseSchema.transform(({ miscEvents }): TicketDeposit[] =>
  miscEvents.map((item) => ({
    sportId: item.sport_id,
    title: orNull(item.deposit_title) ?? item.link?.name ?? item.type,
    information: toSafeHtml(item.information),
    url: orNull(item.ticket_url) ?? item.link?.url ?? null,
    maximumQuantity: item.maximum_quantity ?? null,
    active: item.active ?? true,
  })),
)

const PlacesSchema = TicketingPageLocationSchema.transform(
  (places): TicketLinkPlaces => ({
    sportFile: places.showOnSportFile,
    roster: places.showOnRoster,
    rosterBio: places.showOnRosterBio,
    coaches: places.showOnCoaches,
    coachesBio: places.showOnCoachesBio,
    archives: places.showOnArchives,
    boxScore: places.showOnBoxscore,
    facilities: places.showOnFacilities,
  }),
)

export function ticketingResource({ transport, loadItem }: ClientContext) {
  return {
    /** GET /TicketingExperience: the tickets page's main item; 204 missing. */
    async loadTicketOffice(options: CallOptions = {}): Promise<Loaded<TicketOffice>> {
      return loadItem({ label: LABEL, path: '/TicketingExperience', schema: OfficeSchema }, options)
    },

    /** GET /Ticketing: season-ticket deposits; secondary, [] when absent or failing. */
    async getTicketDeposits(options: CallOptions = {}): Promise<TicketDeposit[]> {
      return valueOr(
        await transport.get({
          label: LABEL,
          path: '/Ticketing',
          schema: DepositsSchema,
          signal: options.signal,
          allowNotFound: true,
        }),
        [],
      )
    },

    /** GET /Ticketing/settings/page-location; null when absent or failing. */
    async getTicketLinkPlaces(options: CallOptions = {}): Promise<TicketLinkPlaces | null> {
      return valueOr(
        await transport.get({
          label: LABEL,
          path: '/Ticketing/settings/page-location',
          schema: PlacesSchema,
          signal: options.signal,
          allowNotFound: true,
        }),
        null,
      )
    },
  }
}
