import { expect, test } from 'vitest'

import { groupSportsByGender } from './sport-groups'

const sport = (id: number, gender: string | null) => ({
  id,
  title: `S${id}`,
  shortName: `s${id}`,
  globalSportNameSlug: `s${id}`,
  gender,
})

test('sports are grouped by the gender letter and empty groups are dropped', () => {
  const groups = groupSportsByGender([sport(1, 'm'), sport(2, 'W'), sport(3, 'F'), sport(4, 'M')])
  expect(groups.map((group) => [group.label, group.sports.map((item) => item.id)])).toEqual([
    ["Men's sports", [1, 4]],
    ["Women's sports", [2, 3]],
  ])
})

test('an unknown or missing gender is co-ed', () => {
  expect(groupSportsByGender([sport(1, null), sport(2, 'x')])[0]?.label).toBe('Co-ed sports')
})
