import type { Faker } from '@faker-js/faker'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  coachingRecords,
  rosterStaff,
  staff,
  staffDepartments,
  staffDirectory,
} from '../../db/schema'
import { headshotPortraitSvg, type Face, type Outfit } from '../../images/headshot-svg'
import type {} from '../images'
import type { SeedClock } from '../../clock/seed-clock'
import { SPORT_CATALOG, type SportKey } from '../sport-catalog'
import { imagePath, sportIdOf, type TenantDefinition } from '../tenant-definition'
import { insertRows, insertSvgRows } from './insert'
import { getRosterProfile } from './profiles'
import { chance, createSportFaker, STREAMS } from './random'
import { seasonRecord } from './records'
import { planSeasons, seasonTitleOf } from './seasons'
import {
  assistantBio,
  headCoachBio,
  supportBio,
  type StaffBioPerson,
  type Totals,
} from './staff-bio'
import { makeFace, type StaffBuilt } from './staff-kit'
import { buildOffices, uniqueEmail } from './staff-offices'
import { STAFF_PROFILES } from './staff-profiles'

// Coaching staffs (GET /Staff/{staffId}, roster `coaches[]`/`support[]`) and head coaches'
// records (GET /Staff/coaches/history/overall/{sportId}). Each sport has a head coach with ten
// or more completed seasons (and one or two predecessors in the record book), two to five
// assistants (a slot filled during the seeded seasons shows the person before on older rosters)
// and support staff. The staff directory (GET /Staff) lists the department's offices
// (staff-offices.ts), then each sport's current coaches and support staff as one group.

type Built = StaffBuilt

export const staffIdOf = (sportId: number, index: number) => 40_000 + sportId * 100 + index

type Member = StaffBioPerson & {
  id: number
  kind: 'coach' | 'support'
  // Academic year of the last season with the school (null: still here).
  until: number | null
  face: Face
  outfit: Outfit
}

function buildSport(
  definition: TenantDefinition,
  key: SportKey,
  currentYear: number,
  built: Built,
  emails: Set<string>,
): void {
  const profile = getRosterProfile(key)
  if (!profile || key === 'general') return
  const staffProfile = STAFF_PROFILES[key]
  const sport = SPORT_CATALOG[key]
  const sportId = sportIdOf(definition, key)
  const faker = createSportFaker(definition, STREAMS.staff, sport.globalSportId)
  const plans = planSeasons(sport, sportId, profile.calendar, currentYear)
  const oldest = plans[0]?.academicYear ?? currentYear
  const members: Member[] = []
  const person = (
    kind: Member['kind'],
    title: string,
    since: number,
    until: number | null,
    femaleShare: number,
    outfit: Outfit,
  ): Member => {
    const female = chance(faker, femaleShare)
    const member: Member = {
      id: staffIdOf(sportId, members.length),
      kind,
      title,
      since,
      until,
      female,
      firstName: faker.person.firstName(female ? 'female' : 'male'),
      lastName: faker.person.lastName(),
      face: makeFace(faker, female, kind === 'coach' && title === 'Head Coach'),
      outfit,
    }
    members.push(member)
    return member
  }
  const femaleShare = sport.gender === 'f' ? 0.6 : 0.08
  const tenure = faker.number.int({ min: 10, max: 22 })
  const head = person(
    'coach',
    'Head Coach',
    currentYear - tenure,
    null,
    femaleShare,
    chance(faker, 0.7) ? { kind: 'suit' } : { kind: 'polo' },
  )
  for (const title of staffProfile.assistants) {
    const since = currentYear - faker.number.int({ min: 0, max: 8 })
    // Hired during the seeded seasons: someone else held the job on the older rosters.
    if (since > oldest) person('coach', title, since - 5, since - 1, femaleShare, { kind: 'polo' })
    person('coach', title, since, null, femaleShare, { kind: chance(faker, 0.3) ? 'suit' : 'polo' })
  }
  for (const title of staffProfile.support) {
    person('support', title, currentYear - faker.number.int({ min: 1, max: 10 }), null, 0.5, {
      kind: 'polo',
    })
  }

  const totals = buildRecords(definition, key, sportId, faker, head, currentYear, built)
  const bioFaker = createSportFaker(definition, STREAMS.staffBios, sport.globalSportId)
  const context = {
    schoolName: definition.schoolName,
    mascotPlural: definition.mascotPlural,
    conferenceName: definition.conferenceName,
    sportTitle: sport.title,
    currentYear,
  }
  const phoneBase = Number(definition.phone.slice(-4)) || 2000
  for (const member of members) {
    const path = `staff/${sport.slug}/${member.id}.svg`
    const name = `${member.firstName} ${member.lastName}`
    built.images.push({
      path,
      svg: headshotPortraitSvg(member.face, member.outfit, definition.palette, name),
    })
    built.staff.push({
      tenantId: definition.tenantId,
      id: member.id,
      sportId,
      kind: member.kind,
      firstName: member.firstName,
      lastName: member.lastName,
      title: member.title,
      email: uniqueEmail(member, definition.domain, emails),
      phone: `${definition.phone.slice(0, -4)}${String(phoneBase + (member.id % 10_000)).slice(-4)}`,
      twitterUsername:
        member.kind === 'coach' && chance(bioFaker, 0.4)
          ? `Coach${member.lastName.replace(/[^A-Za-z]/g, '')}`
          : null,
      image: imagePath(definition, path),
      bio:
        member === head
          ? headCoachBio(bioFaker, member, context, totals)
          : member.kind === 'coach'
            ? assistantBio(bioFaker, member, context)
            : supportBio(bioFaker, member, context),
    })
  }
  // The directory lists who is on staff now, in roster order.
  built.departments.push({
    tenantId: definition.tenantId,
    id: sportId,
    title: sport.title,
    rank: 100 + definition.sports.indexOf(key),
    sportId,
  })
  const current = members.filter((m) => m.until === null)
  ;[
    ...current.filter((m) => m.kind === 'coach'),
    ...current.filter((m) => m.kind === 'support'),
  ].forEach((member, rank) => {
    built.directory.push({
      tenantId: definition.tenantId,
      staffId: member.id,
      departmentId: sportId,
      rank,
    })
  })
  for (const plan of plans) {
    const onStaff = members.filter(
      (m) => m.since <= plan.academicYear && (m.until === null || m.until >= plan.academicYear),
    )
    // Coaches first (head coach, then assistants in title order), then support staff.
    const ordered = [
      ...onStaff.filter((m) => m.kind === 'coach'),
      ...onStaff.filter((m) => m.kind === 'support'),
    ]
    ordered.forEach((member, rank) => {
      built.rosterStaff.push({
        tenantId: definition.tenantId,
        id: plan.rosterId * 100 + rank,
        rosterId: plan.rosterId,
        staffId: member.id,
        rank,
        title: member.title,
      })
    })
  }
}

// The head coach's completed seasons and one or two predecessors before them; returns the head
// coach's totals (null for sports without a win-loss record).
function buildRecords(
  definition: TenantDefinition,
  key: SportKey,
  sportId: number,
  faker: Faker,
  head: Member,
  currentYear: number,
  built: Built,
): Totals | null {
  const staffProfile = key === 'general' ? null : STAFF_PROFILES[key]
  const profile = getRosterProfile(key)
  if (!staffProfile?.games || !profile) return null
  const coaches: {
    firstName: string
    lastName: string
    staffId: number | null
    from: number
    level: number
  }[] = []
  let from = head.since
  for (let n = faker.number.int({ min: 1, max: 2 }); n > 0; n -= 1) {
    from -= faker.number.int({ min: 3, max: 12 })
    coaches.unshift({
      firstName: faker.person.firstName(
        chance(faker, head.female ? 0.6 : 0.05) ? 'female' : 'male',
      ),
      lastName: faker.person.lastName(),
      staffId: null,
      from,
      level: faker.number.float({ min: 0.35, max: 0.6 }),
    })
  }
  coaches.push({
    firstName: head.firstName,
    lastName: head.lastName,
    staffId: head.id,
    from: head.since,
    level: faker.number.float({ min: 0.5, max: 0.7 }),
  })
  const totals: Totals = { wins: 0, losses: 0, ties: 0, seasons: 0 }
  for (let year = coaches[0]?.from ?? head.since; year < currentYear; year += 1) {
    const coach = [...coaches].reverse().find((c) => c.from <= year)
    if (!coach) continue
    const level = Math.min(
      0.85,
      Math.max(0.2, coach.level + faker.number.float({ min: -0.12, max: 0.12 })),
    )
    const result = seasonRecord(faker, staffProfile, level)
    built.records.push({
      tenantId: definition.tenantId,
      sportId,
      year,
      season: seasonTitleOf(profile.calendar, year),
      staffId: coach.staffId,
      firstName: coach.firstName,
      lastName: coach.lastName,
      ...result,
    })
    if (coach.staffId === head.id) {
      totals.wins += result.overallWins
      totals.losses += result.overallLosses
      totals.ties += result.overallTies
      totals.seasons += 1
    }
  }
  return totals
}

export function buildStaff(definition: TenantDefinition, clock: SeedClock): Built {
  const built: Built = {
    staff: [],
    rosterStaff: [],
    records: [],
    departments: [],
    directory: [],
    images: [],
  }
  const emails = new Set<string>()
  buildOffices(definition, clock.academicYear, built, emails)
  for (const key of definition.sports) {
    buildSport(definition, key, clock.academicYear, built, emails)
  }
  return built
}

export function seedStaff(db: Db, definition: TenantDefinition, clock: SeedClock): void {
  const built = buildStaff(definition, clock)
  insertSvgRows(db, definition.tenantId, built.images)
  insertRows(db, staff, built.staff)
  insertRows(db, rosterStaff, built.rosterStaff)
  insertRows(db, coachingRecords, built.records)
  // Groups outlive their people's rows (re-anchoring deletes staff, whose entries cascade).
  db.delete(staffDepartments).where(eq(staffDepartments.tenantId, definition.tenantId)).run()
  insertRows(db, staffDepartments, built.departments)
  insertRows(db, staffDirectory, built.directory)
}

// A database seeded before the directory: its staff, their roster lines, records and headshots
// written again with the directory (the rebuild of migration 0010 left no roster lines).
export function reseedStaff(db: Db, definition: TenantDefinition, clock: SeedClock): void {
  const tenantId = definition.tenantId
  for (const table of [staff, coachingRecords]) {
    db.delete(table).where(eq(table.tenantId, tenantId)).run()
  }
  db.run(sql`delete from images where tenant_id = ${tenantId} and path like 'staff/%'`)
  seedStaff(db, definition, clock)
}
