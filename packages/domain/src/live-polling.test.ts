import { expect, test } from 'vitest'

import { getLiveAnnouncement, getNextLivePoll, type LivePollOutcome } from './live-polling'

test.each([
  ['a view keeps the cadence', 0, 'ok', 0, 2000],
  ['a view after failures resets the backoff', 3, 'ok', 0, 2000],
  ['a first failure doubles the wait', 0, 'failed', 1, 4000],
  ['a third failure waits 16 s', 2, 'failed', 3, 16_000],
  ['the wait stops at half a minute', 4, 'failed', 5, 30_000],
  ['and stays there', 9, 'failed', 10, 30_000],
  ['a hidden page keeps its count and its wait', 2, 'hidden', 2, 8000],
  ['offline: no poll until `online`, no backoff growth', 0, 'offline', 0, null],
  ['offline after failures keeps the count as it was', 2, 'offline', 2, null],
] as const)(
  'getNextLivePoll: %s',
  (_case, failures, outcome: LivePollOutcome, nextFailures, delayMs) => {
    expect(getNextLivePoll(failures, outcome)).toEqual({ failures: nextFailures, delayMs })
  },
)

const score = (key: string) => ({ key, spoken: `Harbor Bay ${key}. 2nd Half 12:31` })

test.each([
  [
    'a changed score is said',
    '40-45-Live',
    score('42-45-Live'),
    false,
    'Harbor Bay 42-45-Live. 2nd Half 12:31',
  ],
  [
    'the same score is not said again (the clock alone moved)',
    '42-45-Live',
    score('42-45-Live'),
    false,
    null,
  ],
  [
    'a changed status is said',
    '42-45-Live',
    score('42-45-Halftime'),
    false,
    'Harbor Bay 42-45-Halftime. 2nd Half 12:31',
  ],
  [
    'back online, an unchanged score is said once more',
    '42-45-Live',
    score('42-45-Live'),
    true,
    'Back online. Harbor Bay 42-45-Live. 2nd Half 12:31',
  ],
  [
    'back online, a changed score too',
    '40-45-Live',
    score('42-45-Live'),
    true,
    'Back online. Harbor Bay 42-45-Live. 2nd Half 12:31',
  ],
] as const)('getLiveAnnouncement: %s', (_case, lastKey, next, isBackOnline, said) => {
  expect(getLiveAnnouncement(lastKey, next, isBackOnline)).toBe(said)
})
