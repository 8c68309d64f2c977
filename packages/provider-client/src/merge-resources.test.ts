import { expect, expectTypeOf, test } from 'vitest'
import { createProviderClient } from './client'
import { mergeResources, type DuplicateKeys } from './merge-resources'

const sports = { getSports: () => 'sports', getSport: () => 'sport' }
const games = { loadGame: () => 'game' }

test('the parts merge into one object with every member of each', () => {
  const merged = mergeResources([sports, games, { health: () => 'ok' }])
  expect(Object.keys(merged)).toEqual(['getSports', 'getSport', 'loadGame', 'health'])
  expect(merged.loadGame()).toBe('game')
})

test('a key two parts define is a type error naming it, and throws rather than override', () => {
  const shadow = { getSport: () => 'another sport' }
  expectTypeOf<
    DuplicateKeys<[typeof sports, typeof games, typeof shadow]>
  >().toEqualTypeOf<'getSport'>()
  expectTypeOf<DuplicateKeys<[typeof sports, typeof games]>>().toBeNever()
  // @ts-expect-error getSport is defined twice
  expect(() => mergeResources([sports, games, shadow])).toThrow('Two resources define getSport')
})

test('the client is built from resources that define distinct keys', () => {
  // createProviderClient merges every resource module with mergeResources: this would not
  // compile (nor run) if two of them defined the same method.
  const client = createProviderClient({ baseUrl: 'http://p.test', tenant: 'demo' })
  expect(typeof client.loadGame).toBe('function')
  expect(typeof client.health).toBe('function')
})
