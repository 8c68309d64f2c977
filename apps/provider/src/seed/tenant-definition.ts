import { Faker, base, en } from '@faker-js/faker'
import type { ScheduleSettingsResource } from '@fieldhouse/contract/schedule-record'
import type { Palette } from '../images/svg'
import type { VenueKind } from '../images/venue-svg'
import type { SportKey } from './sport-catalog'

// Everything that makes one seeded school different from another. Resource seeders derive all
// rows from this, so a second tenant is a new definition file, not new code.
export type TenantDefinition = {
  tenantId: number
  slug: string
  fakerSeed: number
  universityName: string
  schoolName: string
  siteName: string
  abbreviation: string
  monogram: string
  mascotSingular: string
  mascotPlural: string
  conferenceName: string
  clientDivision: string
  clientRegion: string
  address: string
  // IANA zone of the campus: the provider's offset-less local times are wall-clock times there.
  timeZone: string
  phone: string
  domain: string
  socialHandle: string
  palette: Palette
  sportIdBase: number
  sports: SportKey[]
  ticketedSports: SportKey[]
  opponentHistorySports: SportKey[]
  featuredSport: SportKey
  // Facility ids are facilityIdBase + position in `facilities`.
  facilityIdBase: number
  facilities: readonly FacilityDefinition[]
  features: { takeoversEnabled: boolean; adsEnabled: boolean; trackingEnabled: boolean }
  measurementIds: string[]
  tagManagerCodes: string[]
  mobileAppleAppId: string | null
  // The department's /Schedule/settings document: how its schedule pages open and read.
  scheduleSettings: ScheduleSettingsResource
  // The staff directory's intro (/Staff/settings staffInformation, HTML); absent: the site's
  // name, address and main office phone.
  staffInformation?: string
}

// One venue of the athletics department (GET /Facilities). `kind` picks its artwork;
// `description` is the history as simple HTML (p, h3, ul/li, strong, em, a with https href).
export type FacilityDefinition = {
  title: string
  kind: VenueKind
  teaser: string
  // Full street address: the wire's `location`.
  location: string
  sports: readonly SportKey[]
  capacity: number | null
  yearOpened: number | null
  surface: string | null
  featured: boolean
  // How many pictures (2-4): the hero view, then close-ups.
  pictures: 2 | 3 | 4
  description: string
}

// Each resource gets its own stream so adding data to one seeder never shifts another's values.
export function createFaker(definition: TenantDefinition, stream: number): Faker {
  const faker = new Faker({ locale: [en, base] })
  faker.seed(definition.fakerSeed * 100 + stream)
  return faker
}

export function sportIdOf(definition: TenantDefinition, key: SportKey): number {
  const index = definition.sports.indexOf(key)
  if (index < 0) throw new Error(`Tenant ${definition.slug} has no sport ${key}`)
  return definition.sportIdBase + index
}

export function imagePath(definition: TenantDefinition, path: string): string {
  return `/images/${definition.slug}/${path}`
}
