import type { Db } from '../../db/client'
import { players, rosterPlayers, rosters, seasons } from '../../db/schema'
import { headshotPortraitSvg } from '../../images/headshot-svg'
import type { SvgImage } from '../images'
import type { SeedClock } from '../../clock/seed-clock'
import { SPORT_CATALOG, type SportKey } from '../sport-catalog'
import { imagePath, sportIdOf, type TenantDefinition } from '../tenant-definition'
import { rosterDisplayFields } from './display-fields'
import { insertRows, insertSvgRows } from './insert'
import { buildPeople, seasonOf, type Person } from './people'
import { buildPlayerBio, type BioSeason } from './player-bio'
import { getRosterProfile, type RosterProfile } from './profiles'
import { createSportFaker, STREAMS } from './random'
import { planSeasons, type SeasonPlan } from './seasons'

// Seasons, rosters and players of every sport of a tenant (GET /Rosters*, /Players*, /Season*).

type Built = {
  seasons: (typeof seasons.$inferInsert)[]
  rosters: (typeof rosters.$inferInsert)[]
  players: (typeof players.$inferInsert)[]
  rosterPlayers: (typeof rosterPlayers.$inferInsert)[]
  images: SvgImage[]
}

// playerId: the person; rosterPlayerId: one season of them. Distinct ranges, so a test (or a
// reader) can tell the two apart: README 5.1 warns that mixing them up links the wrong player.
export const playerIdOf = (sportId: number, index: number) => 500_000 + sportId * 1000 + index
const rosterPlayerIdBase = (sportId: number) => 100_000 + sportId * 1000

export function homeStateOf(definition: TenantDefinition): string {
  return /,\s*([A-Z]{2})\s+\d{5}/.exec(definition.address)?.[1] ?? ''
}

function checkIdRanges(definition: TenantDefinition): void {
  const ids = definition.sports.map((key) => sportIdOf(definition, key))
  if (Math.max(...ids) - Math.min(...ids) >= 100 || Math.max(...ids) >= 400) {
    throw new Error(`Tenant ${definition.slug}: sport ids must span < 100 and stay < 400`)
  }
}

// "0" < "00" < "1" < … < "99", then no number; then by name.
function rosterOrder(profile: RosterProfile) {
  const key = (jersey: string | null) =>
    jersey === null ? Infinity : Number(jersey) + (jersey === '00' ? 0.5 : 0)
  return (a: Person, b: Person) =>
    (profile.jerseys === 'none' ? 0 : key(a.jersey) - key(b.jersey)) ||
    a.lastName.localeCompare(b.lastName) ||
    a.firstName.localeCompare(b.firstName)
}

function buildSport(
  definition: TenantDefinition,
  key: SportKey,
  currentYear: number,
  built: Built,
): void {
  const profile = getRosterProfile(key)
  if (!profile) return
  const sport = SPORT_CATALOG[key]
  const sportId = sportIdOf(definition, key)
  const faker = createSportFaker(definition, STREAMS.roster, sport.globalSportId)
  const female = sport.gender === 'f'
  const people = buildPeople(faker, profile, homeStateOf(definition), female, currentYear)
  if (people.length >= 1000) throw new Error(`${key}: too many people for the id scheme`)
  const plans = planSeasons(sport, sportId, profile.calendar, currentYear)
  const bioSeasons = new Map<Person, BioSeason[]>()
  let nextRosterPlayerId = rosterPlayerIdBase(sportId)

  for (const plan of plans) {
    built.seasons.push({
      tenantId: definition.tenantId,
      id: plan.id,
      sportId,
      title: plan.title,
      // The calendar year the title names first: a spring "2027" season is 2027.
      year: Number(plan.title.slice(0, 4)),
      startDate: plan.startDate,
      created: plan.created,
      scheduleId: plan.scheduleId,
    })
    built.rosters.push({
      tenantId: definition.tenantId,
      id: plan.rosterId,
      sportId,
      seasonId: plan.id,
      displayTitle: plan.displayTitle,
      note: null,
      displayFields: rosterDisplayFields(profile),
      sortAlpha: profile.jerseys === 'none',
      hide: false,
    })
    const onRoster = people
      .filter((person) => seasonOf(person, plan.academicYear) !== null)
      .sort(rosterOrder(profile))
    const captains = pickCaptains(faker, onRoster, plan, profile)
    // One unconfirmed newcomer on each big current roster is hidden (README 4.6 `hide`).
    const hidden =
      plan.back === 0 && onRoster.length >= 24
        ? onRoster.findLast((person) => seasonOf(person, plan.academicYear)?.season === 0)
        : undefined
    onRoster.forEach((person, rank) => {
      const season = seasonOf(person, plan.academicYear)
      if (!season) return
      const playerId = playerIdOf(sportId, person.index)
      built.rosterPlayers.push({
        tenantId: definition.tenantId,
        id: nextRosterPlayerId++,
        rosterId: plan.rosterId,
        playerId,
        rank,
        jerseyNumber: person.jersey,
        positionShort: person.position.short,
        positionLong: person.position.long,
        heightFeet: person.height === null ? null : Math.floor(person.height / 12),
        heightInches: person.height === null ? null : person.height % 12,
        weight: season.weight,
        academicYearNumber: season.academicYear.number,
        academicYearShort: season.academicYear.short,
        academicYearLong: season.academicYear.long,
        isCaptain: captains.has(person),
        letters: season.letters,
        hide: person === hidden,
        hideBio: person.index % 41 === 7,
        image: person.hasImage ? imagePath(definition, headshotPath(sport.slug, playerId)) : null,
        lastUpdated: `${plan.startDate.slice(0, 10)}T09:30:00`,
      })
      const list = bioSeasons.get(person) ?? []
      list.push({
        title: plan.title,
        yearLong: season.academicYear.long,
        captain: captains.has(person),
        current: plan.back === 0,
      })
      bioSeasons.set(person, list)
    })
  }

  const bioFaker = createSportFaker(definition, STREAMS.bios, sport.globalSportId)
  const context = {
    schoolName: definition.schoolName,
    mascotPlural: definition.mascotPlural,
    conferenceName: definition.conferenceName,
    sportTitle: sport.title,
  }
  for (const person of people) {
    const playerId = playerIdOf(sportId, person.index)
    built.players.push({
      tenantId: definition.tenantId,
      id: playerId,
      sportId,
      firstName: person.firstName,
      lastName: person.lastName,
      gender: person.female ? 'F' : 'M',
      hometown: person.hometown.text,
      highSchool: person.highSchool,
      previousSchool: person.previousSchool,
      major: person.major,
      custom1: person.custom1,
      custom2: person.custom2,
      twitterUsername: person.twitter,
      instagramUsername: person.instagram,
      tiktokUsername: person.tiktok,
      bio: buildPlayerBio(bioFaker, person, bioSeasons.get(person) ?? [], context),
    })
    if (person.hasImage) {
      built.images.push({
        path: headshotPath(sport.slug, playerId),
        svg: headshotPortraitSvg(
          person.face,
          { kind: 'jersey', number: person.jersey },
          definition.palette,
          `${person.firstName} ${person.lastName}`,
        ),
      })
    }
  }
}

const headshotPath = (slug: string, playerId: number) => `rosters/${slug}/${playerId}.svg`

function pickCaptains(
  faker: ReturnType<typeof createSportFaker>,
  onRoster: Person[],
  plan: SeasonPlan,
  profile: RosterProfile,
): Set<Person> {
  const veterans = onRoster.filter(
    (person) => (seasonOf(person, plan.academicYear)?.season ?? 0) >= 2,
  )
  const count = profile.size >= 100 ? 4 : profile.size >= 24 ? 3 : 2
  return new Set(faker.helpers.shuffle(veterans).slice(0, count))
}

export function buildRosters(definition: TenantDefinition, clock: SeedClock): Built {
  checkIdRanges(definition)
  const built: Built = { seasons: [], rosters: [], players: [], rosterPlayers: [], images: [] }
  for (const key of definition.sports) buildSport(definition, key, clock.academicYear, built)
  return built
}

export function seedRosters(db: Db, definition: TenantDefinition, clock: SeedClock): void {
  const built = buildRosters(definition, clock)
  insertSvgRows(db, definition.tenantId, built.images)
  insertRows(db, seasons, built.seasons)
  insertRows(db, rosters, built.rosters)
  insertRows(db, players, built.players)
  insertRows(db, rosterPlayers, built.rosterPlayers)
}
