import type { hallOfFameMembers } from '../../db/schema'
import type { SvgImage } from '../images'
import { chance, pick } from '../teams/random'
import { createFaker, type TenantDefinition } from '../tenant-definition'
import { drawHeadshot, honorSports, ordinal, pastPerson, type HonorSport } from './honors-kit'

// GET /HallOfFame: an induction class every other year from 1975 to 2025, three or four
// inductees each: athletes (a few in two sports), coaches (no graduating class) and now and then
// a whole team. Bios are HTML; about half of the people have a photo. Fixed years: the hall does
// not move with the seed clock.

type MemberRow = Omit<typeof hallOfFameMembers.$inferInsert, 'tenantId'>

export const FIRST_CLASS = 1975
export const LAST_CLASS = 2025

function athleteBio(
  name: string,
  sports: HonorSport[],
  classYear: number,
  inductionYear: number,
  school: string,
  feats: string[],
): string {
  const titles = sports.map((s) => s.title.toLowerCase()).join(' and ')
  return (
    `<p><strong>${name}</strong> (Class of ${classYear}) starred in ${titles} at ${school} ` +
    `and was inducted into the Hall of Fame with the class of ${inductionYear}.</p>` +
    `<ul>${feats.map((f) => `<li>${f}</li>`).join('')}</ul>` +
    `<p>${name.split(' ')[0]} remains one of the most decorated athletes in school history.</p>`
  )
}

export function buildHallOfFame(definition: TenantDefinition): {
  rows: MemberRow[]
  pictures: SvgImage[]
} {
  const faker = createFaker(definition, 73)
  const pictures: SvgImage[] = []
  const rows: MemberRow[] = []
  const sports = honorSports(definition)
  const conference = definition.conferenceName
  let id = 3001

  for (let inductionYear = FIRST_CLASS; inductionYear <= LAST_CLASS; inductionYear += 2) {
    const size = faker.number.int({ min: 3, max: 4 })
    for (let n = 0; n < size; n += 1) {
      const sport = pick(faker, sports)
      const classYear = inductionYear - faker.number.int({ min: 8, max: 35 })
      // A team now and then (one in five classes), a coach in about one class in four.
      if (n === 0 && (inductionYear - FIRST_CLASS) % 10 === 4) {
        const teamYear = classYear + 3
        rows.push({
          id: id++,
          firstName: '',
          lastName: `${teamYear} ${sport.title}`,
          isTeam: true,
          inductionYear,
          classYear: null,
          sportIds: [sport.id],
          imagePath: null,
          bio:
            `<p>The ${teamYear} ${sport.title.toLowerCase()} team went ` +
            `${faker.number.int({ min: 18, max: 30 })}-${faker.number.int({ min: 1, max: 5 })} ` +
            `and won the ${conference} championship.</p>` +
            `<p>The team was inducted as a whole with the class of ${inductionYear}.</p>`,
          twitter: null,
        })
        continue
      }
      const coach = n === size - 1 && chance(faker, 0.25)
      const second = chance(faker, 0.12) ? pick(faker, sports) : null
      const memberSports =
        second && second.id !== sport.id && second.female === sport.female
          ? [sport, second]
          : [sport]
      const person = pastPerson(faker, coach ? chance(faker, 0.3) : sport.female, sport)
      const name = `${person.firstName} ${person.lastName}`
      const hasPhoto = chance(faker, 0.5)
      const bio = coach
        ? `<p><strong>${name}</strong> coached ${sport.title.toLowerCase()} for ` +
          `${faker.number.int({ min: 9, max: 31 })} seasons, winning ` +
          `${faker.number.int({ min: 2, max: 9 })} ${conference} titles.</p>` +
          `<p>Inducted with the class of ${inductionYear}.</p>`
        : athleteBio(name, memberSports, classYear, inductionYear, definition.schoolName, [
            `${faker.number.int({ min: 2, max: 4 })}-time All-${conference} selection`,
            `${ordinal(faker.number.int({ min: 1, max: 12 }))} in school history in career ` +
              pick(faker, ['points', 'wins', 'appearances', 'records set']),
            pick(faker, ['All-American', 'Team captain', 'Conference champion']),
          ])
      rows.push({
        id: id++,
        firstName: person.firstName,
        lastName: person.lastName,
        isTeam: false,
        inductionYear,
        classYear: coach ? null : classYear,
        sportIds: memberSports.map((s) => s.id),
        imagePath: hasPhoto
          ? drawHeadshot(definition, pictures, `honors/hall-of-fame/${id - 1}.svg`, person, {
              kind: coach ? 'suit' : 'polo',
            })
          : null,
        bio,
        twitter: inductionYear > 2010 && chance(faker, 0.3) ? faker.internet.username() : null,
      })
    }
  }
  return { rows, pictures }
}
