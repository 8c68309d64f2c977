import type { Faker } from '@faker-js/faker'
import { escapeXml } from '../../images/svg'
import { COLLEGES } from './places'
import { pick } from './random'

// Coach and staff bios as simple HTML (p, strong, ul, li), as departments write them. A head
// coach's record in the bio is the sum of their coaching-record rows, so the two always agree.

export type StaffBioPerson = {
  firstName: string
  lastName: string
  female: boolean
  title: string
  // Academic year of the first season with the school.
  since: number
}

export type StaffBioContext = {
  schoolName: string
  mascotPlural: string
  conferenceName: string
  sportTitle: string
  currentYear: number
}

export type Totals = { wins: number; losses: number; ties: number; seasons: number }

const e = escapeXml

export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13
  const suffix = teen
    ? 'th'
    : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th')
  return `${n}${suffix}`
}

const record = (t: Totals) => `${t.wins}-${t.losses}${t.ties > 0 ? `-${t.ties}` : ''}`

function previousStops(faker: Faker, person: StaffBioPerson, count: number): string {
  let end = person.since
  const stops = Array.from({ length: count }, () => {
    const start = end - faker.number.int({ min: 2, max: 6 })
    const line = `${start}-${end}: ${pick(faker, ['Assistant Coach', 'Associate Head Coach', 'Graduate Assistant', 'Director of Operations'])}, ${pick(faker, COLLEGES)}`
    end = start
    return `<li>${e(line)}</li>`
  })
  return `<p><strong>Previous stops:</strong></p><ul>${stops.join('')}</ul>`
}

function education(faker: Faker, person: StaffBioPerson): string {
  const degree = pick(faker, [
    "Bachelor's degree in Kinesiology",
    "Bachelor's degree in Business",
    "Master's degree in Sport Management",
    "Bachelor's degree in Education",
  ])
  return `<p><strong>Education:</strong> ${e(`${degree}, ${pick(faker, COLLEGES)}.`)}</p>`
}

function personal(faker: Faker, person: StaffBioPerson): string {
  const their = person.female ? 'her' : 'his'
  const children = pick(faker, ['one child', 'two children', 'three children', 'no children'])
  return `<p><strong>Personal:</strong> ${e(`${person.firstName} and ${their} spouse, ${faker.person.firstName()}, have ${children}.`)}</p>`
}

export function headCoachBio(
  faker: Faker,
  person: StaffBioPerson,
  context: StaffBioContext,
  totals: Totals | null,
): string {
  const name = `${person.firstName} ${person.lastName}`
  const season = context.currentYear - person.since + 1
  const their = person.female ? 'her' : 'his'
  const line =
    `${name} is in ${their} ${ordinal(season)} season as head coach of the ${context.schoolName} ` +
    `${context.sportTitle.toLowerCase()} program` +
    (totals && totals.seasons > 0
      ? `, with a record of ${record(totals)} over ${totals.seasons} completed seasons.`
      : '.')
  const program = pick(faker, [
    `Under ${person.lastName}, the ${context.mascotPlural} have become a regular contender in the ${context.conferenceName}.`,
    `${person.lastName}'s teams are known for their defence, their depth and their work in the classroom.`,
    `Since ${person.since} the ${context.mascotPlural} have produced all-conference honourees in every season.`,
  ])
  return [
    `<p>${e(line)}</p>`,
    `<p>${e(program)}</p>`,
    previousStops(faker, person, 2),
    education(faker, person),
    personal(faker, person),
  ].join('\r\n')
}

export function assistantBio(
  faker: Faker,
  person: StaffBioPerson,
  context: StaffBioContext,
): string {
  const name = `${person.firstName} ${person.lastName}`
  const season = context.currentYear - person.since + 1
  const their = person.female ? 'her' : 'his'
  const line = `${name} is in ${their} ${ordinal(season)} season on the ${context.sportTitle.toLowerCase()} staff at ${context.schoolName}, serving as ${person.title.toLowerCase()}.`
  return [`<p>${e(line)}</p>`, previousStops(faker, person, 1), education(faker, person)].join(
    '\r\n',
  )
}

export function supportBio(faker: Faker, person: StaffBioPerson, context: StaffBioContext): string {
  const line = `${person.firstName} ${person.lastName} joined ${context.schoolName} athletics in ${person.since} and works with the ${context.sportTitle.toLowerCase()} program as ${person.title.toLowerCase()}.`
  return [`<p>${e(line)}</p>`, education(faker, person)].join('\r\n')
}
