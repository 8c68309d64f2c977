import { expect, test } from 'vitest'

import { toLoaded, toSent, valueOr } from './loaded'
import type { Outcome } from './outcome'

test.each<[Outcome<number>, unknown, unknown]>([
  [{ kind: 'ok', data: 3 }, { status: 'ok', value: 3 }, 3],
  [{ kind: 'no-content' }, { status: 'missing' }, 'fallback'],
  [{ kind: 'not-found' }, { status: 'missing' }, 'fallback'],
  [{ kind: 'failed', status: 500 }, { status: 'unavailable' }, 'fallback'],
  [{ kind: 'failed', status: null }, { status: 'unavailable' }, 'fallback'],
])('%j is %j for a page and %j for the shell', (outcome, loaded, shell) => {
  expect(toLoaded(outcome)).toEqual(loaded)
  expect(valueOr(outcome, 'fallback')).toEqual(shell)
})

test.each<[Outcome<unknown>, unknown]>([
  [{ kind: 'ok', data: null }, { status: 'ok' }],
  [{ kind: 'no-content' }, { status: 'ok' }],
  [{ kind: 'denied' }, { status: 'ok' }],
  [{ kind: 'failed', status: 503 }, { status: 'unavailable' }],
  [{ kind: 'failed', status: null }, { status: 'unavailable' }],
])('a write answered %j is %j', (outcome, sent) => {
  expect(toSent(outcome)).toEqual(sent)
})
