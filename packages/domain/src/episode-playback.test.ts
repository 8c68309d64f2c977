import { expect, test } from 'vitest'

import {
  describeEpisodePlayback,
  getEpisodePlayback,
  type EpisodeFlags,
  type EpisodePlayback,
} from './episode-playback'

const none: EpisodeFlags = {
  free: false,
  authorized: false,
  authOnlyRequired: false,
  premium: false,
  blackedOut: false,
  blackedOutMessage: null,
}

test.each<[string, Partial<EpisodeFlags>, EpisodePlayback]>([
  ['free', { free: true, authorized: true }, { kind: 'playable', premium: false }],
  ['free even when not authorized', { free: true }, { kind: 'playable', premium: false }],
  [
    'premium unlocked for everyone',
    { premium: true, authorized: true },
    { kind: 'playable', premium: true },
  ],
  ['premium, locked', { premium: true }, { kind: 'locked', reason: 'premium' }],
  [
    'premium and sign-in, locked',
    { premium: true, authOnlyRequired: true },
    { kind: 'locked', reason: 'premium' },
  ],
  ['sign-in only', { authOnlyRequired: true }, { kind: 'locked', reason: 'sign-in' }],
  ['not free and not authorized', {}, { kind: 'locked', reason: 'sign-in' }],
  [
    'blacked out, though free',
    { blackedOut: true, free: true, blackedOutMessage: ' Held by the conference. ' },
    { kind: 'blacked-out', message: 'Held by the conference.' },
  ],
  [
    'blacked out with a blank message',
    { blackedOut: true, blackedOutMessage: '  ' },
    { kind: 'blacked-out', message: null },
  ],
])('getEpisodePlayback: %s', (_name, flags, expected) => {
  expect(getEpisodePlayback({ ...none, ...flags })).toEqual(expected)
})

test.each<[EpisodePlayback, string, boolean]>([
  [{ kind: 'playable', premium: false }, 'Free', false],
  [{ kind: 'playable', premium: true }, 'Premium, free to play', false],
  [{ kind: 'locked', reason: 'premium' }, 'Premium', true],
  [{ kind: 'locked', reason: 'sign-in' }, 'Sign-in required', true],
  [{ kind: 'blacked-out', message: 'Held.' }, 'Blacked out', true],
  [{ kind: 'blacked-out', message: null }, 'Blacked out', true],
])('describeEpisodePlayback(%j) is %s', (playback, label, explained) => {
  const words = describeEpisodePlayback(playback)
  expect(words.label).toBe(label)
  expect(words.explanation !== null).toBe(explained)
})

test('a blackout shows its own message', () => {
  expect(describeEpisodePlayback({ kind: 'blacked-out', message: 'Held.' }).explanation).toBe(
    'Held.',
  )
})

test('an all-access video is named a video, watched rather than listened to', () => {
  expect(describeEpisodePlayback({ kind: 'locked', reason: 'sign-in' }, 'video').explanation).toBe(
    'This video is for signed-in members: sign in with your athletics account in the app to watch.',
  )
  expect(describeEpisodePlayback({ kind: 'blacked-out', message: null }, 'video').explanation).toBe(
    'This video is not available to play here.',
  )
  expect(describeEpisodePlayback({ kind: 'locked', reason: 'sign-in' }).explanation).toMatch(
    /^This episode .* to listen\.$/,
  )
})
