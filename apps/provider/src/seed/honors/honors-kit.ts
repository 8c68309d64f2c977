import type { Faker } from '@faker-js/faker'
import { headshotPortraitSvg, type Face, type Outfit } from '../../images/headshot-svg'
import type { SvgImage } from '../images'
import { SPORT_CATALOG, type SportKey } from '../sport-catalog'
import { getRosterProfile, type PositionProfile } from '../teams/profiles'
import { chance, pick } from '../teams/random'
import { imagePath, sportIdOf, type TenantDefinition } from '../tenant-definition'

// What the honors seeders share: the tenant's real sports with their season calendar, people of
// the past (names, hometowns, faces) and the headshots drawn for them.

export type HonorSport = {
  key: SportKey
  id: number
  title: string
  slug: string
  female: boolean
  positions: readonly PositionProfile[]
  // When its season ends: awards are announced then.
  calendar: 'fall' | 'winter' | 'spring'
}

export function honorSports(definition: TenantDefinition): HonorSport[] {
  return definition.sports.flatMap((key) => {
    const profile = getRosterProfile(key)
    if (!profile) return []
    const sport = SPORT_CATALOG[key]
    return [
      {
        key,
        id: sportIdOf(definition, key),
        title: sport.title,
        slug: sport.slug,
        female: sport.gender === 'f',
        positions: profile.positions,
        calendar: profile.calendar,
      },
    ]
  })
}

// The calendar year a season of `academicYear` ends in, and a day near its end.
export function seasonEndYear(sport: HonorSport, academicYear: number): number {
  return sport.calendar === 'fall' ? academicYear : academicYear + 1
}

export function seasonEndDay(sport: HonorSport, year: number, offsetDays: number): string {
  const month = sport.calendar === 'fall' ? 11 : sport.calendar === 'winter' ? 3 : 5
  const day = new Date(Date.UTC(year, month - 1, 10 + offsetDays))
  return `${day.toISOString().slice(0, 10)}T00:00:00`
}

export type PastPerson = {
  firstName: string
  lastName: string
  female: boolean
  hometown: string
  highSchool: string
  position: PositionProfile | null
  face: Face
}

const STYLES_MEN = ['short', 'short', 'buzz', 'curly', 'sidePart', 'bald'] as const
const STYLES_WOMEN = ['long', 'long', 'bun', 'curly', 'short'] as const

export function pastPerson(faker: Faker, female: boolean, sport: HonorSport | null): PastPerson {
  const sex = female ? 'female' : 'male'
  const town = faker.location.city()
  return {
    firstName: faker.person.firstName(sex),
    lastName: faker.person.lastName(),
    female,
    hometown: `${town}, ${faker.location.state({ abbreviated: true })}`,
    highSchool: `${faker.location.city()} High School`,
    position: sport && sport.positions.length > 0 ? pick(faker, sport.positions) : null,
    face: {
      skin: faker.number.int({ min: 0, max: 7 }),
      hair: faker.number.int({ min: 0, max: 7 }),
      hairStyle: pick(faker, female ? STYLES_WOMEN : STYLES_MEN),
      beard: !female && chance(faker, 0.15),
      glasses: chance(faker, 0.08),
    },
  }
}

// A drawn headshot under /images/{tenant}/honors/...; returns the site-relative path.
export function drawHeadshot(
  definition: TenantDefinition,
  pictures: SvgImage[],
  path: string,
  person: PastPerson,
  outfit: Outfit,
): string {
  pictures.push({
    path,
    svg: headshotPortraitSvg(
      person.face,
      outfit,
      definition.palette,
      `${person.firstName} ${person.lastName}`,
    ),
  })
  return imagePath(definition, path)
}

export function ordinal(n: number): string {
  const tens = n % 100
  if (tens >= 11 && tens <= 13) return `${n}th`
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`
}
