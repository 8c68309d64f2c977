import { expect, test } from 'vitest'
import { type FacilityLike, groupFacilitiesBySport } from './facility-groups'

const football = { id: 1, title: 'Football' }
const mbasket = { id: 2, title: "Men's Basketball" }
const wbasket = { id: 3, title: "Women's Basketball" }
const volleyball = { id: 4, title: 'volleyball' }

function facility(id: number, title: string, sports: FacilityLike['sports']): FacilityLike {
  return { id, title, sports }
}

const stadium = facility(10, 'Owl Stadium', [football])
const arena = facility(11, 'Harrington Arena', [wbasket, mbasket, volleyball])
const annex = facility(12, 'Arena Annex', [mbasket])
const weights = facility(13, 'Weight Room', [])
const center = facility(14, 'Athletics Center', [])
const field10 = facility(15, 'Practice Field 10', [football])
const field2 = facility(16, 'Practice Field 2', [football, football])

// [name, facilities, groups as [sport title or null, facility titles]]
test.each<[string, FacilityLike[], [string | null, string[]][]]>([
  ['no facilities', [], []],
  ['one facility, one sport', [stadium], [['Football', ['Owl Stadium']]]],
  [
    'a facility serving several sports appears under each; sports by title, any case',
    [arena, annex],
    [
      ["Men's Basketball", ['Arena Annex', 'Harrington Arena']],
      ['volleyball', ['Harrington Arena']],
      ["Women's Basketball", ['Harrington Arena']],
    ],
  ],
  [
    'facilities by title within a group, numbers in numeric order, each once',
    [field10, stadium, field2],
    [['Football', ['Owl Stadium', 'Practice Field 2', 'Practice Field 10']]],
  ],
  [
    'facilities with no sport come last, as one department-wide group',
    [weights, stadium, center],
    [
      ['Football', ['Owl Stadium']],
      [null, ['Athletics Center', 'Weight Room']],
    ],
  ],
  ['only department-wide facilities', [weights], [[null, ['Weight Room']]]],
])('groupFacilitiesBySport: %s', (_name, facilities, expected) => {
  const groups = groupFacilitiesBySport(facilities).map(({ sport, facilities: list }) => [
    sport?.title ?? null,
    list.map((f) => f.title),
  ])
  expect(groups).toEqual(expected)
})

test('groupFacilitiesBySport keeps the sport and facility objects it was given', () => {
  const sport = { id: 7, title: 'Rowing', slug: 'rowing' }
  const boathouse = { id: 20, title: 'Boathouse', sports: [sport], address: '1 River Rd' }
  expect(groupFacilitiesBySport([boathouse])).toEqual([{ sport, facilities: [boathouse] }])
  expect(groupFacilitiesBySport([boathouse])[0]?.sport?.slug).toBe('rowing')
})

test('groupFacilitiesBySport leaves its input untouched', () => {
  const input = [weights, stadium, arena]
  groupFacilitiesBySport(input)
  expect(input).toEqual([weights, stadium, arena])
})
