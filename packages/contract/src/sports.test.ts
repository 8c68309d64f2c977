import { expect, test } from 'vitest'
import { SportsResponseSchema } from './sports'

const minimal = {
  id: 10,
  title: "Men's Soccer",
  abbrev: 'MSOC',
  shortName: 'msoc',
  globalSportShortName: 'msoc',
  globalSportNameSlug: 'mens-soccer',
}

test('a sport with only the required fields parses; optional booleans stay undefined', () => {
  const [sport] = SportsResponseSchema.parse([minimal])
  expect(sport?.nonSport).toBeUndefined()
  expect(sport?.rosterId).toBeUndefined()
})

test('nullable evidenced fields accept null', () => {
  const parsed = SportsResponseSchema.parse([
    {
      ...minimal,
      abbrev: null,
      globalSportShortName: null,
      rosterId: null,
      ticketsLink: null,
      oldId: null,
    },
  ])
  expect(parsed[0]?.abbrev).toBeNull()
})

test('a sport without a slug is rejected', () => {
  const { globalSportNameSlug: _slug, ...rest } = minimal
  expect(SportsResponseSchema.safeParse([rest]).success).toBe(false)
})
