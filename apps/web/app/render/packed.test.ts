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

test('in the browser the string is parsed once: every render gets the same object', () => {
  const sent = JSON.parse(JSON.stringify(pack(SPORTS))) as Packed<typeof SPORTS>
  const first = unpack(sent)
  expect(first).toEqual(SPORTS)
  // Effects keyed on a promotion (its impression count) would run again on a new object.
  expect(unpack(sent)).toBe(first)
})

test('null packs and unpacks as null, on the server and in the browser', () => {
  const packed = pack(null)
  expect(unpack(packed)).toBeNull()
  expect(unpack(packed)).toBeNull()
  const sent = JSON.parse(JSON.stringify(packed)) as Packed<null>
  expect(unpack(sent)).toBeNull()
})
