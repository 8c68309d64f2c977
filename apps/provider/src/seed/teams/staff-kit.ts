import type { Faker } from '@faker-js/faker'
import type * as schema from '../../db/schema'
import type { Face } from '../../images/headshot-svg'
import type { SvgImage } from '../images'
import { chance, pick } from './random'

// What the coaching staffs (staff.ts) and the department's offices (staff-offices.ts) both
// build into, and the faces of their headshots.

export type StaffBuilt = {
  staff: (typeof schema.staff.$inferInsert)[]
  rosterStaff: (typeof schema.rosterStaff.$inferInsert)[]
  records: (typeof schema.coachingRecords.$inferInsert)[]
  departments: (typeof schema.staffDepartments.$inferInsert)[]
  directory: (typeof schema.staffDirectory.$inferInsert)[]
  images: SvgImage[]
}

export function makeFace(faker: Faker, female: boolean, older: boolean): Face {
  return {
    skin: faker.number.int({ min: 0, max: 7 }),
    hair: older && chance(faker, 0.4) ? 8 : faker.number.int({ min: 0, max: 7 }),
    hairStyle: female
      ? pick(faker, ['long', 'bun', 'short', 'curly'] as const)
      : pick(faker, ['short', 'sidePart', 'buzz', 'bald', 'curly'] as const),
    beard: !female && chance(faker, 0.25),
    glasses: chance(faker, older ? 0.3 : 0.1),
  }
}
