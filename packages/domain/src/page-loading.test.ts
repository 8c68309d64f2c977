import { expect, test } from 'vitest'

import { MAX_PRELOADED_MODULES, mayPrefetch } from './loading-limits'
import {
  countPreloadsToStart,
  getModulesToPreload,
  getPendingTarget,
  mayPreloadAfterReady,
  isOutdated,
  mayReload,
  readBuildId,
  RELOAD_GUARD_MS,
} from './page-loading'

// The same connections for both: fetching on intent and preloading once the page is ready.
test.each([
  [undefined, true, true],
  [null, true, true],
  [{}, true, true],
  [{ effectiveType: '4g' }, true, true],
  [{ effectiveType: '3g' }, true, true],
  // 2g stops fetching on intent, not preloading after ready: only a very slow connection does.
  [{ effectiveType: '2g' }, false, true],
  [{ effectiveType: 'slow-2g' }, false, false],
  [{ effectiveType: '4g', saveData: true }, false, false],
  [{ effectiveType: '4g', saveData: false }, true, true],
])('on %j: prefetching %s, preloading after ready %s', (connection, prefetch, preload) => {
  expect(mayPrefetch(connection)).toBe(prefetch)
  expect(mayPreloadAfterReady(connection)).toBe(preload)
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

test.each([
  ['nothing', [], [], []],
  [
    'a route and its imports',
    [{ module: '/assets/a.js', imports: ['/assets/x.js'] }],
    [],
    ['/assets/a.js', '/assets/x.js'],
  ],
  [
    'shared imports once, in order',
    [
      { module: '/assets/a.js', imports: ['/assets/x.js', '/assets/y.js'] },
      { module: '/assets/b.js', imports: ['/assets/x.js'] },
    ],
    [],
    ['/assets/a.js', '/assets/x.js', '/assets/y.js', '/assets/b.js'],
  ],
  [
    'loaded ones left out',
    [{ module: '/assets/a.js', imports: ['/assets/x.js'] }],
    ['/assets/x.js'],
    ['/assets/a.js'],
  ],
  ['unknown routes skipped', [null, undefined, { module: '/assets/b.js' }], [], ['/assets/b.js']],
  [
    'nothing from elsewhere',
    [{ module: 'https://cdn.example/a.js', imports: ['//cdn.example/x.js', '/assets/y.js'] }],
    [],
    ['/assets/y.js'],
  ],
] as const)('modules to preload: %s', (_, routes, loaded, expected) => {
  expect(getModulesToPreload(routes, new Set(loaded))).toEqual(expected)
})

test.each([
  [0, 0, 0],
  [10, 0, 4],
  [2, 0, 2],
  [10, 3, 1],
  [10, 4, 0],
  [10, 6, 0],
  [1, 3, 1],
])('%i waiting, %i loading: %i start (at most 4 at once)', (waiting, inFlight, expected) => {
  expect(countPreloadsToStart(waiting, inFlight, MAX_PRELOADED_MODULES)).toBe(expected)
})
