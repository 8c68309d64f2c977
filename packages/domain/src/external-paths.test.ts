import { expect, test } from 'vitest'

import { isExternalPath } from './external-paths'
import { parseShowcaseEmbed, toYouTubeEmbedUrl } from './showcase-embed'

test.each([
  ['/watch', true],
  ['/watch/?Live=1', true],
  ['/WATCH', true],
  ['/galleries/2026/owls', true],
  ['/tournament-experience/', true],
  ['/gameday/concurrent.aspx?ids=1,2', true],
  ['/signingday/', true],
  ['/feature/homecoming', true],
  ['/services/schedule_xml_2.aspx', true],
  ['/showcase', true],
  ['/showcase?video=1', true],
  ['/sidearmstats/football', true],
  ['/showcase/embed.aspx', false],
  ['/showcase/embed.aspx?youtube=abc', false],
  ['/watchlist', false],
  ['/sports/football/watch', false],
  ['//watch', false],
  ['https://example.com/watch', false],
  ['/', false],
  [null, false],
])('%s is served outside the application: %s', (href, expected) => {
  expect(isExternalPath(href)).toBe(expected)
})

test.each([
  ['', {}],
  ['?youtube=dQw4w9WgXcQ', { youtube: 'dQw4w9WgXcQ' }],
  [
    '?youtube=abc&autoplay=true&controls=0&live=1',
    { youtube: 'abc', autoplay: true, controls: false, live: true },
  ],
  ['?archive=4211&endeavor=e-9', { archive: '4211', endeavor: 'e-9' }],
  ['?youtube=https://evil.test/x&autoplay=maybe', {}],
  ['?youtube=<script>', {}],
])('the showcase embed %s is %j', (query, expected) => {
  expect(parseShowcaseEmbed(Object.fromEntries(new URLSearchParams(query)))).toEqual(expected)
})

test('the YouTube player address carries only the given flags', () => {
  expect(toYouTubeEmbedUrl({ youtube: 'abc' })).toBe('https://www.youtube-nocookie.com/embed/abc')
  expect(toYouTubeEmbedUrl({ youtube: 'abc', autoplay: true, controls: false })).toBe(
    'https://www.youtube-nocookie.com/embed/abc?autoplay=1&controls=0',
  )
})
