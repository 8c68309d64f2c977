import type { allAmericans } from '../../db/schema'
import type { SvgImage } from '../images'
import type { SeedClock } from '../../clock/seed-clock'
import type { SportKey } from '../sport-catalog'
import { chance, pick } from '../teams/random'
import { createFaker, type TenantDefinition } from '../tenant-definition'
import { drawHeadshot, honorSports, pastPerson, seasonEndYear, type HonorSport } from './honors-kit'
import type { RosterHonoree } from './roster-honorees'

// GET /AllAmerican (own design): about 130 selections from 1962 to three seasons ago, spread
// over every sport, and a few players of the seeded rosters' last two seasons. Each names its
// selector (the coaches' association of the sport, or the academic team), the team and a bio;
// about four in ten have a photo.

type AllAmericanRow = Omit<typeof allAmericans.$inferInsert, 'tenantId' | 'id'>

const SELECTORS: Partial<Record<SportKey, string>> = {
  football: 'Associated Press',
  mbasket: 'Associated Press',
  wbasket: 'Associated Press',
  baseball: 'ABCA',
  softball: 'NFCA',
  msoc: 'United Soccer Coaches',
  wsoc: 'United Soccer Coaches',
  wvball: 'AVCA',
  mvball: 'AVCA',
  mhockey: 'AHCA',
  whockey: 'AHCA',
  mlax: 'USILA',
  wlax: 'IWLCA',
  fhockey: 'NFHCA',
  mwpolo: 'ACWPC',
  wwpolo: 'ACWPC',
  mten: 'ITA',
  wten: 'ITA',
  mgolf: 'GCAA',
  wgolf: 'WGCA',
  mswim: 'CSCAA',
  wswim: 'CSCAA',
  mtrack: 'USTFCCCA',
  wtrack: 'USTFCCCA',
  mcross: 'USTFCCCA',
  wcross: 'USTFCCCA',
  wrow: 'CRCA',
  wrestling: 'NWCA',
}

const TEAMS = ['First Team', 'First Team', 'Second Team', 'Second Team', 'Third Team']
const ACADEMIC_SELECTOR = 'College Sports Communicators'

function bioOf(name: string, row: Omit<AllAmericanRow, 'bio'>, sport: HonorSport): string {
  const honour = row.academic ? 'Academic All-American' : `${row.team} All-American`
  return (
    `<p><strong>${name}</strong> was named a ${row.year} ${honour} by the ${row.selector}` +
    `${row.position ? `, at ${row.position.toLowerCase()}` : ''}.</p>` +
    `<p>A native of ${row.hometown}, ${name.split(' ')[0]} is one of the ${sport.title.toLowerCase()}` +
    ` program's ${row.year < 1990 ? 'early' : 'modern'} standouts.</p>`
  )
}

export function buildAllAmericans(
  definition: TenantDefinition,
  clock: SeedClock,
  honorees: readonly RosterHonoree[],
): { rows: AllAmericanRow[]; pictures: SvgImage[] } {
  const faker = createFaker(definition, 72)
  const pictures: SvgImage[] = []
  const rows: AllAmericanRow[] = []
  const sports = honorSports(definition)
  const lastYear = clock.academicYear - 3
  const total = 130

  for (let n = 0; n < total; n += 1) {
    const sport = pick(faker, sports)
    const academicYear = 1962 + Math.floor((n * (lastYear - 1962 + 1)) / total)
    const person = pastPerson(faker, sport.female, sport)
    const name = `${person.firstName} ${person.lastName}`
    const academic = chance(faker, 0.15)
    const row = {
      sportId: sport.id,
      year: seasonEndYear(sport, academicYear),
      firstName: person.firstName,
      lastName: person.lastName,
      position: person.position?.long ?? '',
      hometown: person.hometown,
      team: academic ? 'First Team' : pick(faker, TEAMS),
      selector: academic ? ACADEMIC_SELECTOR : (SELECTORS[sport.key] ?? 'Associated Press'),
      academic,
      playerId: 0,
      rosterPlayerId: null,
      imagePath: chance(faker, 0.4)
        ? drawHeadshot(definition, pictures, `honors/all-americans/${n}.svg`, person, {
            kind: 'jersey',
            number: null,
          })
        : null,
    }
    rows.push({ ...row, bio: bioOf(name, row, sport) })
  }

  // Players of the seeded rosters: a few per season, from the two seasons before this one.
  for (const back of [2, 1]) {
    const academicYear = clock.academicYear - back
    const pool = honorees.filter((h) => h.academicYear === academicYear && h.isCaptain)
    for (const player of faker.helpers.arrayElements(pool, Math.min(pool.length, 6))) {
      const sport = sports.find((s) => s.id === player.sportId)
      if (!sport) continue
      const row = {
        sportId: sport.id,
        year: seasonEndYear(sport, academicYear),
        firstName: player.firstName,
        lastName: player.lastName,
        position: player.positionLong,
        hometown: player.hometown,
        team: pick(faker, TEAMS),
        selector: SELECTORS[sport.key] ?? 'Associated Press',
        academic: false,
        playerId: player.playerId,
        rosterPlayerId: player.rosterPlayerId,
        imagePath: player.image,
      }
      rows.push({ ...row, bio: bioOf(`${player.firstName} ${player.lastName}`, row, sport) })
    }
  }
  return { rows, pictures }
}
