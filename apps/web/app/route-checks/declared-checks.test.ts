import { expect, test } from 'vitest'

import { ROUTE_KINDS } from '@fieldhouse/domain/route-kind'

import {
  CHECK_NAMES,
  GLOBAL_CHECKS,
  ROUTE_CHECKS,
  assertKnownChecks,
  getRouteChecks,
} from './declared-checks'
import { CHECK_REGISTRY } from './registry.server'

test('every declared check is in the registry, and every registered one is a named check', () => {
  expect(() => assertKnownChecks(ROUTE_CHECKS, CHECK_REGISTRY)).not.toThrow()
  expect(Object.keys(CHECK_REGISTRY).sort()).toEqual([...CHECK_NAMES].sort())
})

test('an unknown check name stops the start with its name', () => {
  expect(() => assertKnownChecks({ story: ['url-cleanup', 'newz'] }, CHECK_REGISTRY)).toThrow(
    /"newz" declared for story/,
  )
})

test('checks are declared for screens of the route table only', () => {
  for (const kind of Object.keys(ROUTE_CHECKS)) expect(ROUTE_KINDS).toContain(kind)
})

// SPEC.md 4, in order.
test.each([
  ['story', ['url-cleanup', 'news']],
  ['hidden-story', ['url-cleanup', 'news']],
  ['sport-file', ['url-cleanup', 'sport-file']],
  ['protected-sport-file', ['url-cleanup', 'sport-file']],
  ['not-found', ['legacy-urls', 'redirects', 'external-urls']],
  ['login', ['redirects']],
  ['tickets', ['redirects']],
  ['schedule', ['schedule']],
  ['roster-bio', ['roster-bio']],
  ['facilities-page', ['facilities']],
  ['cumulative-stats', ['cume-stats']],
  ['publications-page', ['publications']],
  ['coach-bio', ['coach']],
  ['document', ['document']],
  ['honors-bio', ['hof']],
  ['home', []],
] as const)('%s runs the global checks, then %j', (kind, own) => {
  expect(getRouteChecks(kind)).toEqual([...GLOBAL_CHECKS, ...own])
})

test('the global checks are validate, setup, takeovers and the route-rule redirect', () => {
  expect(GLOBAL_CHECKS).toEqual(['validate', 'setup', 'takeovers', 'route-rule-redirect'])
})

test('the checks with behaviour of their own run here; the rest name the code that does them', () => {
  const runs = CHECK_NAMES.filter((name) => 'run' in CHECK_REGISTRY[name])
  expect(runs).toEqual(['redirects', 'legacy-urls', 'external-urls'])
  for (const name of CHECK_NAMES) {
    const check = CHECK_REGISTRY[name]
    if ('doneBy' in check) expect(check.doneBy).not.toBe('')
  }
})
