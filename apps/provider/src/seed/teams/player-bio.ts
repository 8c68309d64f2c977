import type { Faker } from '@faker-js/faker'
import { escapeXml } from '../../images/svg'
import type { Person } from './people'
import { chance, pick } from './random'

// A player's bio as simple HTML (p, strong, ul, li), as schools write them: a paragraph per
// season, newest first, then where they came from and a personal list. Words only, no numbers,
// so nothing in it can contradict the stats.

export type BioSeason = { title: string; yearLong: string; captain: boolean; current: boolean }

export type BioContext = {
  schoolName: string
  mascotPlural: string
  conferenceName: string
  sportTitle: string
}

const TEAM_LINES = [
  (pos: string) => `Saw action throughout the season at ${pos}.`,
  (pos: string) => `Earned a place in the regular rotation at ${pos}.`,
  (pos: string) => `Became a regular in the starting lineup at ${pos} by midseason.`,
  (pos: string) => `Provided depth at ${pos} and pushed the starters every day in practice.`,
  (pos: string) => `Started the majority of the season at ${pos}.`,
]

const INDIVIDUAL_LINES = [
  () => 'Competed in every meet of the season and set several personal bests.',
  () => 'Posted personal bests in the final weeks of the season.',
  () => 'Travelled with the team for the conference championships.',
  () => 'Scored points for the team at the conference championships.',
]

const HONOURS = [
  (c: BioContext) => `Named to the ${c.conferenceName} All-Academic Team.`,
  (c: BioContext) => `Earned ${c.conferenceName} Player of the Week honours once.`,
  () => "Named to the Athletic Director's Honor Roll.",
  () => 'Received the team award for most improved player.',
]

const e = escapeXml

export function buildPlayerBio(
  faker: Faker,
  person: Person,
  seasons: readonly BioSeason[],
  context: BioContext,
): string {
  const position = person.position.long ? person.position.long.toLowerCase() : ''
  const paragraphs = [...seasons].reverse().map((season, index, list) => {
    const first = index === list.length - 1
    let line: string
    if (season.current)
      line = `Enters the ${season.title} season as a ${season.yearLong.toLowerCase()}.`
    else if (first && person.redshirt)
      line = 'Redshirted and spent the season developing in practice.'
    else if (position) line = pick(faker, TEAM_LINES)(position)
    else line = pick(faker, INDIVIDUAL_LINES)()
    if (season.captain) line += ' Voted a team captain by teammates.'
    if (!season.current && chance(faker, 0.35)) line += ` ${pick(faker, HONOURS)(context)}`
    return `<p><strong>${e(season.title)} (${e(season.yearLong)}):</strong> ${e(line)}</p>`
  })
  if (person.previousSchool) {
    paragraphs.push(
      `<p><strong>Before ${e(context.schoolName)}:</strong> ${e(
        `Played at ${person.previousSchool} before joining the ${context.mascotPlural}.`,
      )}</p>`,
    )
  }
  const school = person.highSchool ?? (person.custom1 || null)
  if (school) {
    paragraphs.push(
      `<p><strong>High School:</strong> ${e(
        `${pick(faker, ['Three-year', 'Four-year'])} letterwinner at ${school}; ${pick(faker, [
          'earned all-conference honours as a senior',
          'helped the team reach the state tournament',
          'was a team captain as a senior',
          'also lettered in track and field',
        ])}.`,
      )}</p>`,
    )
  }
  const parent = () => faker.person.firstName()
  const personal = [
    `${person.female ? 'Daughter' : 'Son'} of ${parent()} and ${parent()} ${person.lastName}`,
    `Grew up in ${person.hometown.text}`,
    person.major ? `Majoring in ${person.major}` : null,
    chance(faker, 0.4) ? `Has ${pick(faker, ['one', 'two', 'three'])} siblings` : null,
  ].filter((item): item is string => item !== null)
  paragraphs.push(
    `<p><strong>Personal:</strong></p><ul>${personal.map((item) => `<li>${e(item)}</li>`).join('')}</ul>`,
  )
  return paragraphs.join('\r\n')
}
