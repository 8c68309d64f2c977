import type { Faker } from '@faker-js/faker'
import type { Face, HairStyle } from '../../images/headshot-svg'
import { academicYearOf, maxSeasons } from './academic-years'
import {
  ABROAD,
  CLUBS,
  COLLEGES,
  HIGH_SCHOOL_PATTERNS,
  JUNIOR_TEAMS,
  MAJORS,
  usTowns,
  type Hometown,
} from './places'
import type { PositionProfile, RosterProfile } from './profiles'
import { chance, normal, pick, pickWeighted } from './random'
import { SEASON_COUNT } from './seasons'

// The people of one sport across its seasons: each enters in some academic year (as a freshman,
// a redshirt or a transfer), stays a few seasons and moves up a class each year, so the same
// names recur from roster to roster. Jersey numbers are unique among teammates who overlap
// (football lets offence and defence share one, as real rosters do).

export type Person = {
  index: number
  firstName: string
  lastName: string
  female: boolean
  position: PositionProfile
  // Academic year of the first season on this roster; starts at class `startLevel` (0 = Fr.).
  entryYear: number
  startLevel: number
  redshirt: boolean
  seasons: number
  hometown: Hometown
  highSchool: string | null
  previousSchool: string | null
  major: string | null
  custom1: string
  custom2: string
  height: number | null
  weight: number | null
  jersey: string | null
  hasImage: boolean
  face: Face
  twitter: string | null
  instagram: string | null
  tiktok: string | null
}

const MEN_STYLES: readonly HairStyle[] = ['short', 'short', 'buzz', 'curly', 'sidePart', 'bald']
const WOMEN_STYLES: readonly HairStyle[] = ['long', 'long', 'bun', 'curly', 'short']

function makeFace(faker: Faker, female: boolean): Face {
  const style = pick(faker, female ? WOMEN_STYLES : MEN_STYLES)
  return {
    skin: faker.number.int({ min: 0, max: 7 }),
    // Grey hair belongs to coaches; players draw from the other colours.
    hair: faker.number.int({ min: 0, max: 7 }),
    hairStyle: style,
    beard: !female && chance(faker, 0.15),
    glasses: chance(faker, 0.05),
  }
}

function hometownOf(faker: Faker, profile: RosterProfile, homeState: string): Hometown {
  if (chance(faker, profile.international)) return pick(faker, ABROAD)
  const towns = usTowns(homeState)
  const roll = faker.number.float({ min: 0, max: 1 })
  const list = roll < 0.4 ? towns.home : roll < 0.7 ? towns.near : towns.all
  return pick(faker, list.length > 0 ? list : towns.all)
}

function handle(faker: Faker, first: string, last: string): string {
  const base = `${first}${last}`.toLowerCase().replace(/[^a-z]/g, '')
  return chance(faker, 0.5) ? base : `${base}${faker.number.int({ min: 1, max: 99 })}`
}

function makePerson(
  faker: Faker,
  profile: RosterProfile,
  homeState: string,
  female: boolean,
  entryYear: number,
  index: number,
): Person {
  const transfer = chance(faker, 0.18)
  const startLevel = transfer ? pickWeighted(faker, LEVELS).level : 0
  const redshirt = !transfer && chance(faker, profile.redshirt)
  const most = maxSeasons(startLevel, redshirt)
  // Most stay to the end (a plain freshman's end is the senior year, a few add a graduate year);
  // some leave early.
  const planned = redshirt || transfer ? most : chance(faker, 0.08) ? 5 : 4
  const seasons =
    chance(faker, 0.12) && planned > 1 ? faker.number.int({ min: 1, max: planned - 1 }) : planned
  const position = pickWeighted(faker, profile.positions)
  const firstName = faker.person.firstName(female ? 'female' : 'male')
  const lastName = faker.person.lastName()
  const hometown = hometownOf(faker, profile, homeState)
  const abroad = hometown.state === null
  const school = abroad
    ? null
    : pick(faker, HIGH_SCHOOL_PATTERNS)(hometown.town, faker.person.lastName())
  const previousSchool = transfer
    ? pick(faker, COLLEGES)
    : profile.juniorHockey && chance(faker, 0.7)
      ? pick(faker, JUNIOR_TEAMS)
      : null
  const height = chance(faker, 0.02) ? null : normal(faker, position.height)
  return {
    index,
    firstName,
    lastName,
    female,
    position,
    entryYear,
    startLevel,
    redshirt,
    seasons,
    hometown,
    // Schools that list clubs keep the high school in custom1 instead (README 5.1).
    highSchool: profile.clubInCustom ? null : school,
    previousSchool,
    major: chance(faker, 0.6) ? pick(faker, MAJORS) : null,
    custom1: profile.clubInCustom && school ? school : '',
    custom2: profile.clubInCustom && !abroad ? pick(faker, CLUBS) : '',
    height,
    weight: position.weight ? normal(faker, position.weight) : null,
    jersey: null,
    hasImage: !chance(faker, 0.08),
    face: makeFace(faker, female),
    twitter: chance(faker, 0.3) ? handle(faker, firstName, lastName) : null,
    instagram: chance(faker, 0.5) ? handle(faker, firstName, lastName) : null,
    tiktok: chance(faker, 0.12) ? handle(faker, firstName, lastName) : null,
  }
}

const LEVELS = [
  { level: 1, share: 0.35 },
  { level: 2, share: 0.35 },
  { level: 3, share: 0.2 },
  { level: 4, share: 0.1 },
]

// Every person who is on at least one of the sport's seeded rosters.
export function buildPeople(
  faker: Faker,
  profile: RosterProfile,
  homeState: string,
  female: boolean,
  currentYear: number,
): Person[] {
  const people: Person[] = []
  const firstSeason = currentYear - SEASON_COUNT + 1
  // Five-season careers reach back this far into the first seeded season.
  for (let entryYear = firstSeason - 4; entryYear <= currentYear; entryYear += 1) {
    const count = Math.max(
      2,
      Math.round(profile.size / 3.7 + faker.number.float({ min: -1, max: 1 })),
    )
    for (let n = 0; n < count; n += 1) {
      const person = makePerson(faker, profile, homeState, female, entryYear, people.length)
      if (entryYear + person.seasons > firstSeason) people.push(person)
    }
  }
  people.forEach((person, index) => (person.index = index))
  assignJerseys(faker, profile, people)
  return people
}

const overlaps = (a: Person, b: Person) =>
  a.entryYear < b.entryYear + b.seasons && b.entryYear < a.entryYear + a.seasons

const BASKETBALL_NUMBERS = ['0', '00', '1', '2', '3', '4', '5', '10', '11', '12', '13', '14', '15']
  .concat(['20', '21', '22', '23', '24', '25', '30', '31', '32', '33', '34', '35', '40', '41'])
  .concat(['42', '43', '44', '45', '50', '51', '52', '53', '54', '55'])

function jerseyPool(profile: RosterProfile): string[] {
  if (profile.jerseys === 'basketball') return BASKETBALL_NUMBERS
  return Array.from({ length: profile.maxJersey + 1 }, (_, n) => String(n))
}

function assignJerseys(faker: Faker, profile: RosterProfile, people: Person[]): void {
  if (profile.jerseys === 'none') return
  const pool = jerseyPool(profile)
  for (const person of people) {
    // A few walk-ons have no number yet.
    if (chance(faker, 0.025)) continue
    const mates = people.filter(
      (other) => other !== person && other.jersey && overlaps(person, other),
    )
    const taken = (number: string, sameSideOnly: boolean) =>
      mates.some(
        (mate) =>
          mate.jersey === number && (!sameSideOnly || mate.position.side === person.position.side),
      )
    const candidates = [...(person.position.jerseys ?? []), ...faker.helpers.shuffle(pool)]
    person.jersey =
      candidates.find((number) => !taken(number, false)) ??
      (profile.jerseys === 'football'
        ? (candidates.find((number) => !taken(number, true)) ?? null)
        : null)
  }
}

// The person's place on one season's roster, or null when they were not on it.
export function seasonOf(person: Person, academicYear: number) {
  const season = academicYear - person.entryYear
  if (season < 0 || season >= person.seasons) return null
  // Young men fill out a few pounds a year for the first three; wrestlers stay at their class.
  const spread = person.position.weight?.[1] ?? 0
  const grows = !person.female && spread > 2
  return {
    season,
    academicYear: academicYearOf(person.startLevel, person.redshirt, season),
    weight: person.weight === null ? null : person.weight + (grows ? 4 * Math.min(season, 3) : 0),
    letters: person.redshirt ? Math.max(0, season - 1) : season,
  }
}
