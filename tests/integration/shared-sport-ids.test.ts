import { expect, test } from 'vitest'

import { GLOBAL_SPORT_IDS } from '@fieldhouse/domain/sport-groups'

import { SPORT_CATALOG } from '../../apps/provider/src/seed/sport-catalog'

// The domain's sport groups and the reference provider's seed share global sport ids; neither
// package may import the other (DESIGN.md), so this repo-level test keeps them in step.
test('every seeded sport has the global id the domain expects for its short name', () => {
  const seeded = Object.values(SPORT_CATALOG).map((sport) => [
    sport.globalSportShortName,
    sport.globalSportId,
  ])
  const expected = seeded.map(([shortName]) => [
    shortName,
    GLOBAL_SPORT_IDS[shortName as keyof typeof GLOBAL_SPORT_IDS],
  ])
  expect(seeded).toEqual(expected)
  expect(seeded.length).toBeGreaterThanOrEqual(20)
})
