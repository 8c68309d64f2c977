import type { Faker } from '@faker-js/faker'
import { headshotPortraitSvg } from '../../images/headshot-svg'
import { escapeXml as e } from '../../images/svg'
import { imagePath, type TenantDefinition } from '../tenant-definition'
import { COLLEGES } from './places'
import { chance, createSportFaker, pick, STREAMS } from './random'
import { makeFace, type StaffBuilt } from './staff-kit'
import { ordinal } from './staff-bio'

// The department's own offices in the staff directory (GET /Staff, README 4.8): administrators
// with no sport, listed before the sports' staffs. Each office's first title is its head.

// prettier-ignore
export const OFFICES: readonly { title: string; roles: readonly string[] }[] = [
  { title: 'Administration', roles: ['Director of Athletics', 'Deputy Director of Athletics', 'Senior Associate Athletic Director / Senior Woman Administrator', 'Associate Athletic Director for Internal Operations', 'Executive Assistant to the Director of Athletics', 'Administrative Assistant'] },
  { title: 'Athletics Communications', roles: ['Associate Athletic Director for Athletics Communications', 'Assistant Director of Athletics Communications', 'Assistant Director of Athletics Communications', 'Digital Media Director', 'Video Producer', 'Athletics Communications Graduate Assistant'] },
  { title: 'Compliance', roles: ['Associate Athletic Director for Compliance', 'Assistant Director of Compliance', 'Compliance Coordinator', 'Eligibility Specialist'] },
  { title: 'Development', roles: ['Senior Associate Athletic Director for Development', 'Director of Annual Giving', 'Major Gifts Officer', 'Major Gifts Officer', 'Development Coordinator'] },
  { title: 'Sports Medicine', roles: ['Director of Sports Medicine', 'Head Athletic Trainer', 'Associate Athletic Trainer', 'Associate Athletic Trainer', 'Team Physician', 'Sports Dietitian', 'Athletic Training Graduate Assistant'] },
  { title: 'Strength and Conditioning', roles: ['Director of Strength and Conditioning', 'Assistant Strength and Conditioning Coach', 'Assistant Strength and Conditioning Coach', 'Assistant Strength and Conditioning Coach'] },
  { title: 'Academic Services', roles: ['Director of Academic Services', 'Academic Advisor', 'Academic Advisor', 'Academic Advisor', 'Learning Specialist'] },
  { title: 'Ticket Office', roles: ['Director of Ticket Operations', 'Assistant Ticket Manager', 'Ticket Office Coordinator', 'Box Office Assistant'] },
  { title: 'Marketing', roles: ['Associate Athletic Director for Marketing and Fan Engagement', 'Marketing Manager', 'Promotions Coordinator', 'Graphic Designer'] },
  { title: 'Equipment', roles: ['Director of Equipment Operations', 'Assistant Equipment Manager', 'Assistant Equipment Manager'] },
  { title: 'Facilities and Operations', roles: ['Associate Athletic Director for Facilities and Operations', 'Director of Event Management', 'Facilities Coordinator', 'Grounds Supervisor'] },
  { title: 'Business Office', roles: ['Chief Financial Officer', 'Business Manager', 'Accountant', 'Travel Coordinator'] },
]

export const OFFICE_ID_BASE = 900
const officeStaffId = (office: number, index: number) => 30_000 + office * 100 + index

function officeBio(faker: Faker, person: Person, school: string, currentYear: number): string {
  const pronoun = person.female ? 'She' : 'He'
  const years = currentYear - person.since + 1
  const before = pick(faker, COLLEGES)
  return [
    `<p><strong>${e(person.firstName)} ${e(person.lastName)}</strong> is in ${ordinal(years)} year as ${e(person.title)} at ${e(school)}, in the ${e(person.office)} office.</p>`,
    `<p>${pronoun} came to ${e(school)} from ${e(before)}, where ${pronoun.toLowerCase()} worked in athletics for ${faker.number.int({ min: 2, max: 9 })} years.</p>`,
  ].join('\n')
}

type Person = {
  firstName: string
  lastName: string
  female: boolean
  title: string
  office: string
  since: number
}

// The offices' people, headshots (about three in four) and bios (each head, half the others);
// phone extensions and e-mail addresses are unique within the tenant.
export function buildOffices(
  definition: TenantDefinition,
  currentYear: number,
  built: StaffBuilt,
  emails: Set<string>,
): void {
  const faker = createSportFaker(definition, STREAMS.directory, 0)
  const phoneStem = definition.phone.slice(0, -4)
  OFFICES.forEach((office, officeIndex) => {
    const departmentId = OFFICE_ID_BASE + officeIndex
    built.departments.push({
      tenantId: definition.tenantId,
      id: departmentId,
      title: office.title,
      rank: officeIndex,
      sportId: null,
    })
    office.roles.forEach((title, index) => {
      const id = officeStaffId(officeIndex, index)
      const female = chance(faker, 0.5)
      const person: Person = {
        firstName: faker.person.firstName(female ? 'female' : 'male'),
        lastName: faker.person.lastName(),
        female,
        title,
        office: office.title,
        since: currentYear - faker.number.int({ min: 0, max: 18 }),
      }
      const name = `${person.firstName} ${person.lastName}`
      const photo = index === 0 || chance(faker, 0.7)
      const path = `staff/directory/${id}.svg`
      if (photo) {
        const face = makeFace(faker, female, index === 0)
        const outfit = chance(faker, 0.6) ? { kind: 'suit' as const } : { kind: 'polo' as const }
        built.images.push({
          path,
          svg: headshotPortraitSvg(face, outfit, definition.palette, name),
        })
      }
      const hasBio = index === 0 || chance(faker, 0.5)
      built.staff.push({
        tenantId: definition.tenantId,
        id,
        sportId: null,
        kind: 'administrator',
        firstName: person.firstName,
        lastName: person.lastName,
        title,
        email: uniqueEmail(person, definition.domain, emails),
        phone: `${phoneStem}${String(3000 + officeIndex * 20 + index).padStart(4, '0')}`,
        twitterUsername: null,
        image: photo ? imagePath(definition, path) : null,
        bio: hasBio ? officeBio(faker, person, definition.schoolName, currentYear) : null,
      })
      built.directory.push({
        tenantId: definition.tenantId,
        staffId: id,
        departmentId,
        rank: index,
      })
    })
  })
}

// first initial + last name, then a number when two people would share one.
export function uniqueEmail(
  person: { firstName: string; lastName: string },
  domain: string,
  used: Set<string>,
): string {
  const local = `${person.firstName[0] ?? ''}${person.lastName}`
    .toLowerCase()
    .replace(/[^a-z]/g, '')
  let address = `${local}@${domain}`
  for (let n = 2; used.has(address); n += 1) address = `${local}${n}@${domain}`
  used.add(address)
  return address
}
