import { Faker, base, en } from '@faker-js/faker'
import type { TenantDefinition } from '../tenant-definition'

// One random stream per tenant, purpose and sport (by its global id, not its position in the
// tenant's list), so adding a sport or a purpose never shifts another sport's data. Building a
// Faker costs milliseconds, so each purpose keeps one instance and re-seeds it: finish with one
// sport's stream before asking for the next sport's of the same purpose.
const instances = new Map<number, Faker>()

export function createSportFaker(
  definition: TenantDefinition,
  purpose: number,
  globalSportId: number,
): Faker {
  let faker = instances.get(purpose)
  if (!faker) {
    faker = new Faker({ locale: [en, base] })
    instances.set(purpose, faker)
  }
  faker.seed([definition.fakerSeed, purpose, globalSportId])
  return faker
}

export const STREAMS = {
  roster: 1,
  bios: 2,
  staff: 3,
  staffBios: 4,
  stats: 5,
  games: 6,
  directory: 7,
} as const

// A normally distributed value (Box-Muller), rounded.
export function normal(faker: Faker, [mean, spread]: readonly [number, number]): number {
  const u = 1 - faker.number.float({ min: 0, max: 1 })
  const v = faker.number.float({ min: 0, max: 1 })
  return Math.round(mean + spread * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v))
}

export function chance(faker: Faker, probability: number): boolean {
  return faker.number.float({ min: 0, max: 1 }) < probability
}

export function pick<T>(faker: Faker, list: readonly T[]): T {
  return faker.helpers.arrayElement(list)
}

export function pickWeighted<T extends { share: number }>(faker: Faker, list: readonly T[]): T {
  const total = list.reduce((sum, item) => sum + item.share, 0)
  let roll = faker.number.float({ min: 0, max: total })
  for (const item of list) {
    roll -= item.share
    if (roll <= 0) return item
  }
  const last = list[list.length - 1]
  if (!last) throw new Error('pickWeighted of an empty list')
  return last
}
