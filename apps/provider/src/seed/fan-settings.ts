import type {
  SocialAccountsResponse,
  SocialAccountResource,
} from '@fieldhouse/contract/social-accounts'
import type { StaffSettingsResource } from '@fieldhouse/contract/staff-directory'
import type {
  SportTicketExperienceResource,
  TicketingExperienceResponse,
  TicketingInfoResource,
  TicketingPageLocationResource,
  TicketingResponse,
  TicketSectionResource,
} from '@fieldhouse/contract/ticketing'
import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../db/client'
import { settings } from '../db/schema'
import type { FanSettingKey } from '../resources/settings/settings-queries'
import { SPORT_CATALOG, type SportKey } from './sport-catalog'
import { buildSportRows } from './sports'
import { imagePath, sportIdOf, type TenantDefinition } from './tenant-definition'

// The documents behind the fans' pages: the schedule's settings (/Schedule/settings, from the
// tenant definition), the staff directory's settings (/Staff/settings), the
// department's and sports' social accounts (/SocialAccounts) and the ticket office
// (/TicketingExperience, /Ticketing, /Ticketing/info, /Ticketing/settings/page-location).
// Handles are the fictional school's, the same as /Sports names them, on the real hosts: outgoing
// links only. Ticket links go to the school's fictional ticket vendor host (tickets.{domain}).

function staffSettings(definition: TenantDefinition): StaffSettingsResource {
  return {
    staffInformation:
      definition.staffInformation ??
      `<p>${definition.siteName}<br>${definition.address}<br>Main office: <a href="tel:${definition.phone.replace(/[^\d]/g, '')}">${definition.phone}</a></p>`,
    directoryDefaultView: 'list',
    displayFields: [
      { id: 1, title: 'Title', field: 'staff_title' },
      { id: 2, title: 'Email', field: 'staff_email' },
      { id: 3, title: 'Phone', field: 'staff_phone' },
    ],
  }
}

const HOSTS = {
  instagram: (name: string) => `https://www.instagram.com/${name}/`,
  twitter: (name: string) => `https://x.com/${name}`,
  facebook: (name: string) => `https://www.facebook.com/${name}`,
  youtube: (name: string) => `https://www.youtube.com/@${name}`,
  tiktok: (name: string) => `https://www.tiktok.com/@${name}`,
  snapchat: (name: string) => `https://www.snapchat.com/add/${name}`,
  linkedin: (name: string) => `https://www.linkedin.com/school/${name}`,
  twitch: (name: string) => `https://www.twitch.tv/${name}`,
}

const account = (platform: keyof typeof HOSTS, username: string | null): SocialAccountResource => ({
  icon: `icon-social-${platform}`,
  username,
  link: username === null ? null : HOSTS[platform](username),
})

// Groups: the department's accounts, then men's, women's and other sports' (as /Sports names
// them, so the two never disagree).
function socialAccounts(definition: TenantDefinition): SocialAccountsResponse {
  const rows = buildSportRows(definition)
  const general = rows.find((row) => row.nonSport)
  const handle = definition.socialHandle
  const user = (row: (typeof rows)[number], name: string, title: string | null) => ({
    name,
    title,
    instagram: account('instagram', row.instagramName ?? null),
    twitter: account('twitter', row.twitterName ?? null),
    facebook: account('facebook', row.facebookPage ?? null),
    youtube: account('youtube', row.youtubeName ?? null),
    // The channels past the evidence's four (SPEC.md 5): every programme posts on TikTok.
    tiktok: account('tiktok', (row.instagramName ?? '').replace(/_/g, '') || null),
  })
  const department = [
    ...(general
      ? [
          {
            ...user(general, definition.siteName, 'Official accounts'),
            snapchat: account('snapchat', handle.toLowerCase()),
            linkedin: account('linkedin', `${handle.toLowerCase()}-athletics`),
            twitch: account('twitch', `${handle.toLowerCase()}esports`),
          },
        ]
      : []),
    {
      name: `${definition.schoolName} Ticket Office`,
      title: 'Ticket news and on-sale dates',
      instagram: account('instagram', null),
      twitter: account('twitter', `${handle}Tickets`),
      facebook: account('facebook', null),
      youtube: account('youtube', null),
    },
  ]
  const sportsOf = (gender: 'm' | 'f' | null) =>
    rows
      .filter((row) => !row.nonSport && (row.globalSportGender ?? null) === gender)
      .map((row) => user(row, row.title, null))
  return {
    accounts: [
      { name: 'Athletics Department', users: department },
      { name: "Men's Sports", users: sportsOf('m') },
      { name: "Women's Sports", users: sportsOf('f') },
      { name: 'Other Sports', users: sportsOf(null) },
    ].filter((group) => group.users.length > 0),
  }
}

// Single-game adult and youth prices and the season ticket, in dollars.
const PRICES: Partial<Record<SportKey, { adult: number; youth: number; season: number }>> = {
  football: { adult: 35, youth: 20, season: 210 },
  mbasket: { adult: 25, youth: 12, season: 180 },
  wbasket: { adult: 15, youth: 8, season: 90 },
  baseball: { adult: 10, youth: 5, season: 75 },
  mhockey: { adult: 20, youth: 10, season: 160 },
  wvball: { adult: 10, youth: 5, season: 60 },
}
const DEFAULT_PRICES = { adult: 8, youth: 4, season: 50 }

const link = (title: string, body: string, text = '', url = '', icon = '') => ({
  title,
  body,
  text,
  url,
  icon,
  imagePath: '',
})

function sportSections(definition: TenantDefinition, key: SportKey): TicketSectionResource[] {
  const sport = SPORT_CATALOG[key]
  const vendor = `https://tickets.${definition.domain}/${sport.slug}`
  if (!definition.ticketedSports.includes(key)) {
    return [
      {
        title: 'Admission',
        showTitle: true,
        isSlider: false,
        links: [
          link(
            'Free admission',
            `<p>Admission to every ${sport.title} home event is free. Seating is first come, first served.</p>`,
          ),
        ],
      },
    ]
  }
  const price = PRICES[key] ?? DEFAULT_PRICES
  return [
    {
      title: 'Single-Game Tickets',
      showTitle: true,
      isSlider: false,
      links: [
        link(
          'Adults',
          `<p>$${price.adult} per game, reserved seating.</p>`,
          'Buy tickets',
          `${vendor}/single-game`,
          'ticket',
        ),
        link(
          'Youth and seniors',
          `<p>$${price.youth} per game for ages 3-17 and 65 and over; children 2 and under free on a lap.</p>`,
          'Buy tickets',
          `${vendor}/single-game`,
          'ticket',
        ),
      ],
    },
    {
      title: 'Season Tickets',
      showTitle: true,
      isSlider: false,
      links: [
        link(
          'Season ticket',
          `<p>$${price.season} for every regular-season home game, the same seat each game, and first choice of postseason tickets.</p>`,
          'Place a deposit',
          `${vendor}/season`,
          'calendar',
        ),
      ],
    },
    {
      title: 'Students',
      showTitle: true,
      isSlider: false,
      links: [
        link(
          'Student tickets',
          `<p>Free with a valid ${definition.schoolName} student ID, claimed online before each game.</p>`,
          'Claim student tickets',
          `${vendor}/students`,
          'student',
        ),
      ],
    },
  ]
}

function ticketingExperience(definition: TenantDefinition): TicketingExperienceResponse {
  const office = `tickets@${definition.domain}`
  const sports = definition.sports
    .filter((key) => key !== 'general')
    .map((key, index): SportTicketExperienceResource => {
      const sport = SPORT_CATALOG[key]
      const url = imagePath(definition, `sports/${sport.slug}.svg`)
      return {
        sportId: sportIdOf(definition, key),
        sportTitle: sport.title,
        sportShortName: sport.shortName,
        // Ticketed sports first, in the tenant's order.
        ranking: (definition.ticketedSports.includes(key) ? 0 : 100) + index,
        ticketExperience: {
          image: {
            id: 9000 + index,
            url,
            absoluteUrl: url,
            altText: `${definition.schoolName} ${sport.title}`,
            title: null,
            fileName: `${sport.slug}.svg`,
            credit: null,
            dimensions: null,
            createdOn: '2024-07-01T09:00:00',
            updatedOn: '2024-07-01T09:00:00',
          },
          sections: sportSections(definition, key),
        },
      }
    })
    .sort((a, b) => (a.ranking ?? 0) - (b.ranking ?? 0))
  return {
    globalTicketExperienceConfig: {
      contact: { address: definition.address, email: office, phone: definition.phone },
      hours:
        '<p>Monday to Friday, 9 a.m. to 5 p.m.; on home game days the stadium and arena box offices open two hours before the start.</p>',
      isContactInfoAtTop: false,
      headerLinks: [
        link(
          'Buy tickets',
          '<p>Single-game and season tickets for every sport.</p>',
          'Buy now',
          `https://tickets.${definition.domain}/`,
          'ticket',
        ),
        link(
          'Parking',
          '<p>Parking passes are sold with season tickets and at the lots on game days.</p>',
          'Parking information',
          `https://tickets.${definition.domain}/parking`,
          'parking',
        ),
      ],
      footerLinks: [],
    },
    sports,
  }
}

function ticketing(definition: TenantDefinition): TicketingResponse {
  return {
    seasonCodes: [],
    events: [],
    miscEvents: definition.ticketedSports.map((key) => {
      const sport = SPORT_CATALOG[key]
      const sportId = sportIdOf(definition, key)
      const seasonCode = `${sport.abbrev}SEASON`
      const itemCode = `${sport.abbrev}DEP`
      const url = `https://tickets.${definition.domain}/${sport.slug}/season`
      const name = `${sport.title} Season Ticket Deposit`
      return {
        type: 'season_deposit',
        sport_id: sportId,
        season_code: seasonCode,
        item_code: itemCode,
        information: `<p>A $50 deposit per seat holds ${sport.title} season tickets for next season; it counts toward the price.</p>`,
        deposit_title: name,
        link: { name, url },
        maximum_quantity: 8,
        active: true,
        show_quantity: true,
        ticket_url: url,
        linkValues: { name, sportId, seasonDeposit: true, seasonCode, itemCode, redirect: url },
        itemCode,
        seasonCode,
      }
    }),
  }
}

function ticketingInfo(definition: TenantDefinition): TicketingInfoResource {
  return {
    resVersion: null,
    backOfficeTimeZone: definition.timeZone,
    backOfficeServerName: `${definition.slug}-box-office`,
    defaultCountryCode: 'US',
    ticketingOrganization: null,
    pdiVersion: '1.0.0',
    appVersion: '1.0.0',
    hostname: `tickets.${definition.domain}`,
    defaultCurrencyCode: 'USD',
  }
}

const PAGE_LOCATION: TicketingPageLocationResource = {
  showOnSportFile: true,
  showOnRoster: true,
  showOnRosterBio: false,
  showOnCoaches: true,
  showOnCoachesBio: false,
  showOnArchives: false,
  showOnBoxscore: true,
  showOnFacilities: true,
}

export function buildFanSettings(definition: TenantDefinition): Record<FanSettingKey, unknown> {
  return {
    staffSettings: staffSettings(definition),
    socialAccounts: socialAccounts(definition),
    ticketing: ticketing(definition),
    ticketingInfo: ticketingInfo(definition),
    ticketingPageLocation: PAGE_LOCATION,
    ticketingExperience: ticketingExperience(definition),
    scheduleSettings: definition.scheduleSettings,
  }
}

// Replaces the tenant's fan documents (also run on start for a database seeded before them).
export function seedFanSettings(db: Db, definition: TenantDefinition): void {
  const documents = buildFanSettings(definition)
  db.delete(settings)
    .where(
      and(
        eq(settings.tenantId, definition.tenantId),
        inArray(settings.key, Object.keys(documents)),
      ),
    )
    .run()
  db.insert(settings)
    .values(
      Object.entries(documents).map(([key, value]) => ({
        tenantId: definition.tenantId,
        key,
        value,
      })),
    )
    .run()
}
