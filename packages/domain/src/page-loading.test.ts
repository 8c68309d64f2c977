import { expect, test } from 'vitest'

import { mayPrefetch } from './loading-limits'
import {
  getPendingTarget,
  isOutdated,
  mayReload,
  readBuildId,
  RELOAD_GUARD_MS,
} from './page-loading'

test.each([
  [undefined, true],
  [null, true],
  [{}, true],
  [{ effectiveType: '4g' }, true],
  [{ effectiveType: '3g' }, true],
  [{ effectiveType: '2g' }, false],
  [{ effectiveType: 'slow-2g' }, false],
  [{ effectiveType: '4g', saveData: true }, false],
  [{ effectiveType: '4g', saveData: false }, true],
])('prefetching on %j: %s', (connection, expected) => {
  expect(mayPrefetch(connection)).toBe(expected)
})

test.each([
  [{ buildId: 'k3Jd9-a.1' }, 'k3Jd9-a.1'],
  [{ buildId: '' }, null],
  [{ buildId: '<html>' }, null],
  [{ buildId: 'x'.repeat(65) }, null],
  [{ buildId: 42 }, null],
  [{ id: 'abc' }, null],
  ['abc', null],
  [null, null],
])('the build id of %j is %s', (body, expected) => {
  expect(readBuildId(body)).toBe(expected)
})

test.each([
  ['a', 'b', true],
  ['a', 'a', false],
  [null, 'b', false],
  ['a', null, false],
])('running %s, served %s: outdated %s', (running, served, expected) => {
  expect(isOutdated(running, served)).toBe(expected)
})

test.each([
  [null, 1_000_000, true],
  [1_000_000, 1_000_000, false],
  [1_000_000, 1_000_000 + RELOAD_GUARD_MS - 1, false],
  [1_000_000, 1_000_000 + RELOAD_GUARD_MS, true],
  // A clock set back is no reason to stay on a broken page.
  [1_000_000, 999_000, true],
])('last reload at %s, now %s: may reload %s', (last, now, expected) => {
  expect(mayReload(last, now)).toBe(expected)
})

test.each([
  [{ to: '/sports/football/roster', at: 100_000 }, '/', 105_000, '/sports/football/roster'],
  [{ to: '/sports/football/roster', at: 100_000 }, '/', 111_000, null],
  [{ to: '/', at: 100_000 }, '/', 101_000, null],
  [{ to: 'https://evil.example/', at: 100_000 }, '/', 101_000, null],
  [{ to: '//evil.example/', at: 100_000 }, '/', 101_000, null],
  [{ to: '/\\evil.example/', at: 100_000 }, '/', 101_000, null],
  [null, '/', 101_000, null],
])('pending %j on %s at %s goes to %s', (pending, current, now, expected) => {
  expect(getPendingTarget(pending, current, now)).toBe(expected)
})
