import { expect, test } from 'vitest'
import { getCountdownParts } from './countdown'

const now = new Date('2025-09-01T12:00:00Z')
const after = (ms: number) => new Date(now.getTime() + ms)

test.each([
  ['a day, 2 h, 3 min and 4 s', after(((26 * 60 + 3) * 60 + 4) * 1000), [1, 2, 3, 4, false]],
  ['exactly one minute', after(60_000), [0, 0, 1, 0, false]],
  ['half a second rounds up to 1 s', after(500), [0, 0, 0, 1, false]],
  ['the target itself is done', after(0), [0, 0, 0, 0, true]],
  ['a past target is done', after(-5000), [0, 0, 0, 0, true]],
  ['an invalid target is done', new Date('nope'), [0, 0, 0, 0, true]],
] as const)('getCountdownParts: %s', (_name, target, [days, hours, minutes, seconds, done]) => {
  expect(getCountdownParts(target, now)).toEqual({ days, hours, minutes, seconds, done })
})
