import { expect, test } from 'vitest'

import { pack, unpack, type Packed } from './packed'

const SPORTS = [
  { id: 1, title: 'Football', slug: 'football', shortName: null },
  { id: 2, title: "Women's Soccer", slug: 'wsoc', shortName: 'W Soccer' },
]

test('on the server the value is at hand and only the JSON string is sent', () => {
  const packed = pack(SPORTS)
  expect(unpack(packed)).toBe(SPORTS)
  expect(Object.keys(packed)).toEqual(['json'])
  expect(JSON.parse(JSON.stringify(packed))).toEqual({ json: JSON.stringify(SPORTS) })
})

test('in the browser the value is parsed from the string', () => {
  const sent = JSON.parse(JSON.stringify(pack(SPORTS))) as Packed<typeof SPORTS>
  expect(unpack(sent)).toEqual(SPORTS)
})

test('null packs and unpacks as null', () => {
  const sent = JSON.parse(JSON.stringify(pack(null))) as Packed<null>
  expect(unpack(sent)).toBeNull()
})
