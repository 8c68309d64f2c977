import type { Faker } from '@faker-js/faker'
import type { awards, awardTypes } from '../../db/schema'
import type { SvgImage } from '../images'
import type { SeedClock } from '../../clock/seed-clock'
import { chance, pick } from '../teams/random'
import { createFaker, type TenantDefinition } from '../tenant-definition'
import {
  drawHeadshot,
  honorSports,
  pastPerson,
  seasonEndDay,
  seasonEndYear,
  type HonorSport,
} from './honors-kit'
import type { RosterHonoree } from './roster-honorees'

// GET /Awards: conference and national honours of every sport from the 1960s on, and for the
// last two seasons the players of the seeded rosters (linked by playerId and rosterPlayerId),
// with a weekly athlete of the week in the last one. Year-end awards stay featured until the
// next 1 July but one (aowExpires), a weekly one for seven days.

type AwardType = Omit<typeof awardTypes.$inferInsert, 'tenantId'>
type AwardRow = Omit<typeof awards.$inferInsert, 'tenantId' | 'id'>

export const AWARD_TYPES: AwardType[] = [
  { id: 1, title: 'Conference Player of the Year', display: 'Player of the Year' },
  { id: 2, title: 'All-Conference First Team', display: 'All-Conference' },
  { id: 3, title: 'Academic All-American', display: 'Academic All-American' },
  { id: 4, title: 'Conference Coach of the Year', display: 'Coach of the Year' },
  { id: 5, title: 'Conference Freshman of the Year', display: 'Freshman of the Year' },
  { id: 6, title: 'Scholar-Athlete of the Year', display: 'Scholar-Athlete' },
  { id: 7, title: 'Athlete of the Week', display: 'Athlete of the Week' },
  { id: 8, title: 'Conference Defensive Player of the Year', display: 'Defensive Player' },
]

const COACH_AWARD = 4
const WEEKLY_AWARD = 7
const HISTORICAL_TYPES = [1, 1, 2, 2, 2, 3, 4, 5, 6, 8]
const CLASSES = [
  [1, 'Fr.', 'Freshman'],
  [2, 'So.', 'Sophomore'],
  [3, 'Jr.', 'Junior'],
  [4, 'Sr.', 'Senior'],
] as const

const typeTitle = (id: number) => AWARD_TYPES.find((type) => type.id === id)?.title ?? 'Award'

function addDays(day: string, days: number): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return `${date.toISOString().slice(0, 10)}T00:00:00`
}

function highlights(
  faker: Faker,
  name: string,
  typeId: number,
  sport: HonorSport,
  year: number,
  conference: string,
): { short: string; html: string } {
  const title = typeTitle(typeId)
  const feat = pick(faker, [
    'led the team in nearly every category',
    'anchored a side that won the conference title',
    'was the steadiest performer on the roster',
    'set a school record that still stands',
    'carried the team through a late-season run',
  ])
  const short =
    typeId === COACH_AWARD
      ? `Led ${sport.title} to its best season in a decade`
      : `${faker.number.int({ min: 2, max: 9 })} conference honours across the ${year} season`
  const html =
    `<p>${name} was named ${conference} ${title.replace(/^Conference /, '')} in ${year} ` +
    `after a season in which the ${sport.title.toLowerCase()} program's standout ${feat}.</p>` +
    (typeId === 3 || typeId === 6
      ? `<p>The honour recognises excellence in the classroom as well as in competition.</p>`
      : `<p>The award is voted on by the league's head coaches.</p>`)
  return { short, html }
}

export function buildAwards(
  definition: TenantDefinition,
  clock: SeedClock,
  honorees: readonly RosterHonoree[],
): { types: AwardType[]; rows: AwardRow[]; pictures: SvgImage[] } {
  const faker = createFaker(definition, 71)
  const pictures: SvgImage[] = []
  const rows: AwardRow[] = []
  const sports = honorSports(definition)
  const lastHistoricalYear = clock.academicYear - 3

  // The past: six to eight awards per sport, 1965 up to three seasons ago.
  sports.forEach((sport) => {
    const count = faker.number.int({ min: 6, max: 8 })
    for (let n = 0; n < count; n += 1) {
      const academicYear = faker.number.int({ min: 1965, max: lastHistoricalYear })
      const year = seasonEndYear(sport, academicYear)
      const typeId = pick(faker, HISTORICAL_TYPES)
      const coach = typeId === COACH_AWARD
      const person = pastPerson(faker, coach ? chance(faker, 0.3) : sport.female, sport)
      const name = `${person.firstName} ${person.lastName}`
      const level = typeId === 5 ? CLASSES[0] : pick(faker, CLASSES.slice(1))
      const date = seasonEndDay(sport, year, faker.number.int({ min: 0, max: 20 }))
      const text = highlights(faker, name, typeId, sport, year, definition.conferenceName)
      rows.push({
        typeId,
        sportId: sport.id,
        playerId: 0,
        rosterPlayerId: null,
        firstName: person.firstName,
        lastName: person.lastName,
        gender: person.female ? 'F' : 'M',
        hometown: person.hometown,
        highSchool: coach ? '' : person.highSchool,
        positionShort: coach ? 'HC' : (person.position?.short ?? ''),
        positionLong: coach ? 'Head Coach' : (person.position?.long ?? ''),
        academicYearNumber: coach ? 0 : level[0],
        academicYearShort: coach ? '' : level[1],
        academicYearLong: coach ? '' : level[2],
        jerseyNumber: null,
        shortHighlights: text.short,
        highlights: text.html,
        imagePath: drawHeadshot(
          definition,
          pictures,
          `honors/awards/${sport.slug}-${academicYear}-${n}.svg`,
          person,
          coach ? { kind: 'polo' } : { kind: 'jersey', number: null },
        ),
        date,
        expires: `${year + 1}-07-01T00:00:00`,
      })
    }
  })

  // The last two seasons: players of the seeded rosters.
  for (const back of [2, 1]) {
    const academicYear = clock.academicYear - back
    for (const sport of sports) {
      const pool = honorees.filter((h) => h.sportId === sport.id && h.academicYear === academicYear)
      if (pool.length === 0) continue
      const chosen = faker.helpers.arrayElements(pool, Math.min(pool.length, 2))
      chosen.forEach((player, n) => {
        const typeId =
          player.academicYearNumber === 1 ? 5 : n === 0 ? 1 : pick(faker, [2, 2, 3, 6, 8])
        rows.push(rosterAward(definition, faker, pictures, player, sport, typeId, academicYear))
      })
    }
  }

  // Athletes of the week through last season, a week apart, each featured for seven days.
  const lastSeason = honorees.filter((h) => h.academicYear === clock.academicYear - 1)
  for (let week = 0; week < 12 && lastSeason.length > 0; week += 1) {
    const player = pick(faker, lastSeason)
    const sport = sports.find((s) => s.id === player.sportId)
    if (!sport) continue
    const row = rosterAward(
      definition,
      faker,
      pictures,
      player,
      sport,
      WEEKLY_AWARD,
      clock.academicYear - 1,
    )
    const date = addDays(`${clock.academicYear - 1}-09-08`, week * 21)
    rows.push({ ...row, date, expires: addDays(date, 7) })
  }

  rows.sort((a, b) => a.date.localeCompare(b.date) || a.sportId - b.sportId)
  return { types: AWARD_TYPES, rows, pictures }
}

function rosterAward(
  definition: TenantDefinition,
  faker: Faker,
  pictures: SvgImage[],
  player: RosterHonoree,
  sport: HonorSport,
  typeId: number,
  academicYear: number,
): AwardRow {
  const year = seasonEndYear(sport, academicYear)
  const name = `${player.firstName} ${player.lastName}`
  const text = highlights(faker, name, typeId, sport, year, definition.conferenceName)
  const image =
    player.image ??
    drawHeadshot(
      definition,
      pictures,
      `honors/awards/player-${player.rosterPlayerId}-${pictures.length}.svg`,
      pastPerson(faker, player.gender === 'F', sport),
      { kind: 'jersey', number: player.jerseyNumber },
    )
  return {
    typeId,
    sportId: sport.id,
    playerId: player.playerId,
    rosterPlayerId: player.rosterPlayerId,
    firstName: player.firstName,
    lastName: player.lastName,
    gender: player.gender,
    hometown: player.hometown,
    highSchool: player.highSchool,
    positionShort: player.positionShort,
    positionLong: player.positionLong,
    academicYearNumber: player.academicYearNumber,
    academicYearShort: player.academicYearShort,
    academicYearLong: player.academicYearLong,
    jerseyNumber: player.jerseyNumber,
    shortHighlights: text.short,
    highlights: text.html,
    imagePath: image,
    date: seasonEndDay(sport, year, faker.number.int({ min: 0, max: 20 })),
    expires: `${year + 1}-07-01T00:00:00`,
  }
}
