import { expect, test } from 'vitest'

import {
  describeDuration,
  describeMediaAccess,
  formatMoment,
  formatDuration,
  getMediaAccess,
  seriesRequiresSignIn,
  toIsoDuration,
  type MediaAccessFlags,
} from './media-access'

const none: MediaAccessFlags = {
  free: false,
  authOnlyRequired: false,
  premium: false,
  blackedOut: false,
  blackedOutMessage: null,
}

test.each<[Partial<MediaAccessFlags>, string]>([
  [{ free: true }, 'Free'],
  [{ free: true, premium: true }, 'Free'],
  [{ premium: true }, 'Premium'],
  [{ authOnlyRequired: true }, 'Sign-in required'],
  [{ premium: true, authOnlyRequired: true }, 'Premium'],
  [{}, 'Sign-in required'],
  [{ blackedOut: true, free: true }, 'Blacked out'],
  [{ blackedOut: true, blackedOutMessage: '  ' }, 'Blacked out'],
  [
    { blackedOut: true, blackedOutMessage: 'Not available in your area.' },
    'Blacked out: Not available in your area.',
  ],
])('a video flagged %j is shown as %j', (flags, expected) => {
  expect(describeMediaAccess(getMediaAccess({ ...none, ...flags }))).toBe(expected)
})

test.each<[boolean[], boolean]>([
  [[], true],
  [[false, false], true],
  [[false, true], false],
])('a series of episodes free %j requires a sign-in: %j', (free, expected) => {
  expect(seriesRequiresSignIn(free.map((value) => ({ free: value })))).toBe(expected)
})

test.each<[number | null, string | null]>([
  [null, null],
  [0, null],
  [-5, null],
  [Number.NaN, null],
  [9, '0:09'],
  [95, '1:35'],
  [95.4, '1:35'],
  [3600, '1:00:00'],
  [3725, '1:02:05'],
])('formatDuration(%j) is %j', (seconds, expected) => {
  expect(formatDuration(seconds)).toBe(expected)
})

test.each<[number | null, string | null]>([
  [null, null],
  [0, null],
  [0.4, null],
  [-5, null],
  [Number.POSITIVE_INFINITY, null],
  [30.258, 'PT30S'],
  [95, 'PT1M35S'],
  [3600, 'PT1H'],
  [9912, 'PT2H45M12S'],
])('toIsoDuration(%j) is %j', (seconds, expected) => {
  expect(toIsoDuration(seconds)).toBe(expected)
})

test.each([
  [null, null],
  [0, null],
  [31, '31 seconds'],
  [30.6, '31 seconds'],
  [60, '1 minute'],
  [95, '1 minute 35 seconds'],
  [3725, '1 hour 2 minutes 5 seconds'],
])('describeDuration(%j) is %j', (seconds, expected) => {
  expect(describeDuration(seconds)).toBe(expected)
})

test.each([
  [0, '0:00'],
  [0.4, '0:00'],
  [17.902, '0:17'],
  [59.99, '0:59'],
  [3725.5, '1:02:05'],
])('formatMoment(%j) is %j', (seconds, expected) => {
  expect(formatMoment(seconds)).toBe(expected)
})
