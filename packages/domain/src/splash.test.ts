import { expect, test } from 'vitest'
import {
  getSplashCookieName,
  getSplashRememberExpiry,
  isSplashPath,
  isSplashVisible,
} from './splash'

const now = new Date('2025-09-01T12:00:00Z')
const base = {
  startDate: new Date('2025-09-01T00:00:00Z'),
  endDate: null,
  now,
  hasSkipCookie: false,
  pathname: '/',
}

test.each<[string, Partial<Parameters<typeof isSplashVisible>[0]>, boolean]>([
  ['after the start with no end date', {}, true],
  ['exactly at the start', { startDate: new Date(now) }, true],
  ['before the start', { startDate: new Date('2025-09-01T12:00:01Z') }, false],
  ['exactly at the end', { endDate: now }, true],
  ['after the end', { endDate: new Date('2025-09-01T11:59:59Z') }, false],
  ['with an invalid end date', { endDate: new Date(Number.NaN) }, true],
  ['with the skip cookie set', { hasSkipCookie: true }, false],
  ['without a start date', { startDate: null }, false],
  ['with an invalid start date', { startDate: new Date(Number.NaN) }, false],
  ['on /splash despite the skip cookie', { pathname: '/splash', hasSkipCookie: true }, true],
  [
    'on /splash/3 before the start',
    { pathname: '/splash/3', startDate: new Date('2030-01-01') },
    true,
  ],
  [
    'on /hidden/splash/3 after the end',
    { pathname: '/Hidden/Splash/3/', endDate: new Date('2000-01-01') },
    true,
  ],
  ['on /splashy with the skip cookie', { pathname: '/splashy', hasSkipCookie: true }, false],
  [
    'with the dates reversed (never visible)',
    { startDate: new Date('2025-09-02T00:00:00Z'), endDate: new Date('2025-08-01T00:00:00Z') },
    false,
  ],
  [
    'with the dates reversed, around now',
    { startDate: new Date('2025-09-01T13:00:00Z'), endDate: new Date('2025-09-01T11:00:00Z') },
    false,
  ],
  [
    'with both dates invalid',
    { startDate: new Date(Number.NaN), endDate: new Date(Number.NaN) },
    false,
  ],
])('isSplashVisible %s', (_name, overrides, expected) => {
  expect(isSplashVisible({ ...base, ...overrides })).toBe(expected)
})

test.each([
  ['/splash', true],
  ['/splash/4', true],
  ['/hidden/splash/4', true],
  ['/hidden/news/splash', false],
  ['/', false],
])('isSplashPath(%j) is %j', (path, expected) => {
  expect(isSplashPath(path)).toBe(expected)
})

test('getSplashCookieName names the remember cookie splash_{id}', () => {
  expect(getSplashCookieName(12)).toBe('splash_12')
})

test.each([
  ['permanent', '2040-12-31T00:00:00.000Z'],
  ['session', '2025-09-01T16:00:00.000Z'],
] as const)('getSplashRememberExpiry(%j) is %j', (choice, expected) => {
  expect(getSplashRememberExpiry(choice, now).toISOString()).toBe(expected)
})
