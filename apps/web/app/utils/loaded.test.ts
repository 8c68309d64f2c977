import { expect, test } from 'vitest'

import type { Loaded } from '@fieldhouse/provider-client/loaded'

import { requireLoaded } from './loaded'

function thrownStatus(result: Loaded<number>): number | null {
  try {
    requireLoaded(result)
    return null
  } catch (error) {
    const init = (error as { init?: { status?: number } }).init
    return init?.status ?? -1
  }
}

test('an ok outcome gives its value', () => {
  expect(requireLoaded({ status: 'ok', value: 7 })).toBe(7)
})

test.each<[Loaded<number>, number]>([
  [{ status: 'missing' }, 404],
  [{ status: 'unavailable' }, 503],
])('%j throws %s', (result, status) => {
  expect(thrownStatus(result)).toBe(status)
})
