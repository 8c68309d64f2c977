import { expect, test } from 'vitest'

import {
  isSaveable,
  readGameDayPaths,
  readSavedTitle,
  toCacheNames,
  toDataPath,
  toPagePathOfData,
  type AnswerFacts,
} from './saved-pages'
import { toSavedAtText } from './saved-at-text'

const page: AnswerFacts = {
  method: 'GET',
  path: '/sports/football/schedule',
  status: 200,
  cacheControl: 'public, max-age=0, s-maxage=60',
  contentType: 'text/html; charset=utf-8',
  hasRange: false,
}

test.each<[string, Partial<AnswerFacts>, 'page' | 'data' | 'image', boolean]>([
  ['a public page', {}, 'page', true],
  ['a page sent without Cache-Control', { cacheControl: null }, 'page', true],
  ['a private page (signed in, preview)', { cacheControl: 'private, no-store' }, 'page', false],
  [
    'a page for one visitor (dismissed alerts)',
    { cacheControl: 'private, no-cache' },
    'page',
    false,
  ],
  ['anything no-store', { cacheControl: 'no-store' }, 'page', false],
  ['a post', { method: 'POST' }, 'page', false],
  ['a 503 page', { status: 503 }, 'page', false],
  ['a 404 page', { status: 404 }, 'page', false],
  ['a redirect', { status: 302 }, 'page', false],
  ['a range of a media file', { hasRange: true, contentType: 'audio/mpeg' }, 'page', false],
  ['the sign-in page', { path: '/login' }, 'page', false],
  ['a protected page', { path: '/protected/forms/3' }, 'page', false],
  ['a hidden preview', { path: '/hidden/sports/football/roster' }, 'page', false],
  ['a feed reached by a navigation', { contentType: 'application/rss+xml' }, 'page', false],
  ['a very large page', { contentLength: 3_000_000 }, 'page', false],
  ['a page of 1 MB', { contentLength: 1_000_000 }, 'page', true],
  [
    "a page's data",
    { path: '/sports/football/schedule.data', contentType: 'text/x-script' },
    'data',
    true,
  ],
  ['HTML where data is expected', { path: '/x.data' }, 'data', false],
  ['a picture', { path: '/images/resize', contentType: 'image/webp' }, 'image', true],
  [
    'a picture that failed',
    { path: '/images/resize', contentType: 'text/plain', status: 502 },
    'image',
    false,
  ],
])('%s: saveable %j', (_, change, kind, expected) => {
  expect(isSaveable({ ...page, ...change }, kind)).toBe(expected)
})

test.each([
  ['/', '/_root.data'],
  ['/sports/football', '/sports/football.data'],
  ['/sports/football/', '/sports/football.data'],
])('the data of %j is %j, and back', (path, data) => {
  expect(toDataPath(path)).toBe(data)
  expect(toPagePathOfData(data)).toBe(path.replace(/(.)\/$/, '$1'))
})

test('an address that is not data has no page', () => {
  expect(toPagePathOfData('/sports/football')).toBeNull()
})

test.each([
  ['<title>2026 Football Roster | Northfield State Athletics</title>', '2026 Football Roster'],
  ['<title>Tom &amp; Jerry&#39;s | A | Site</title>', "Tom & Jerry's | A"],
  ['<title>Just a title</title>', 'Just a title'],
  ['<title></title>', null],
  ['<p>no title</p>', null],
])('the saved title of %j is %j', (html, expected) => {
  expect(readSavedTitle(html)).toBe(expected)
})

test.each([
  ['/sports/football/schedule, /sports/football/roster, /game-center/9', 3],
  ['https://elsewhere.example/x, //elsewhere.example/y, /ok', 1],
  ['/a/../b, javascript:alert(1), /ok', 1],
  ['/1, /2, /3, /4, /5, /6, /7, /8', 6],
  ['', 0],
])('the game-day header %j names %j same-site pages', (header, count) => {
  expect(readGameDayPaths(header)).toHaveLength(count)
})

test('the banner says the time in the tenant zone, and the day when it was not today', () => {
  const now = new Date('2026-11-29T20:00:00Z')
  expect(toSavedAtText(new Date('2026-11-29T19:42:00Z'), now, 'America/New_York')).toBe(
    'Saved at 2:42 PM',
  )
  expect(toSavedAtText(new Date('2026-11-28T01:42:00Z'), now, 'America/Chicago')).toBe(
    'Saved Nov 27, 7:42 PM',
  )
})

test("every cache of a tenant starts with its prefix; another tenant's never does", () => {
  const demo = toCacheNames('demo')
  const other = toCacheNames('demo-2')
  for (const name of [
    demo.pages,
    demo.data,
    demo.images,
    demo.assets,
    demo.meta,
    demo.shell('b1'),
  ]) {
    expect(name.startsWith(demo.prefix)).toBe(true)
    expect(name.startsWith(other.prefix)).toBe(false)
  }
})
