import { expect, test } from 'vitest'

import {
  buildSitemapIndex,
  buildUrlSet,
  countSitemapParts,
  escapeXml,
  getSitemapPart,
  parseSitemapFileName,
  toSitemapFileName,
  latestDay,
  toW3cDate,
  uniqueSitePaths,
} from './seo-sitemap'

const SITE = 'https://athletics.example.edu'

test.each([
  ['sports.xml', { group: 'sports', part: 1 }],
  ['bios-2.xml', { group: 'bios', part: 2 }],
  ['media.xml', { group: 'media', part: 1 }],
  ['documents-2.xml', { group: 'documents', part: 2 }],
  ['forms.xml', { group: 'forms', part: 1 }],
  ['bios-1.xml', null],
  ['bios-0.xml', null],
  ['unknown.xml', null],
  ['sports.txt', null],
  ['../sports.xml', null],
  ['sports-99999.xml', null],
])('parseSitemapFileName(%s)', (file, parsed) => {
  expect(parseSitemapFileName(file)).toEqual(parsed)
})

test('file names round-trip', () => {
  expect(toSitemapFileName('stories', 1)).toBe('stories.xml')
  expect(toSitemapFileName('stories', 3)).toBe('stories-3.xml')
  expect(parseSitemapFileName(toSitemapFileName('stories', 3))).toEqual({
    group: 'stories',
    part: 3,
  })
})

test.each([
  [0, 0],
  [1, 1],
  [50_000, 1],
  [50_001, 2],
  [100_001, 3],
])('countSitemapParts(%i) = %i', (count, parts) => {
  expect(countSitemapParts(count)).toBe(parts)
})

test('getSitemapPart slices by the limit and knows no part past the end', () => {
  const entries = [1, 2, 3, 4, 5]
  expect(getSitemapPart(entries, 1, 2)).toEqual([1, 2])
  expect(getSitemapPart(entries, 3, 2)).toEqual([5])
  expect(getSitemapPart(entries, 4, 2)).toBeNull()
  expect(getSitemapPart(entries, 0, 2)).toBeNull()
  expect(getSitemapPart([], 1)).toBeNull()
})

test('the index lists one child per part, none for an empty group, absolute and escaped', () => {
  const xml = buildSitemapIndex(
    { sports: 3, bios: 5, stories: 0 },
    SITE,
    (file) => `/sitemaps/${file}`,
    2,
  )
  const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])
  expect(locs).toEqual([
    `${SITE}/sitemaps/sports.xml`,
    `${SITE}/sitemaps/sports-2.xml`,
    `${SITE}/sitemaps/bios.xml`,
    `${SITE}/sitemaps/bios-2.xml`,
    `${SITE}/sitemaps/bios-3.xml`,
  ])
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex')).toBe(true)
})

test('a url set has absolute, escaped addresses and W3C dates', () => {
  const xml = buildUrlSet(
    [
      { path: '/news/2026/9/5/a&b', lastModified: '2026-09-05T12:00:00Z' },
      { path: "/sports/o'brien", lastModified: 'not a date' },
    ],
    SITE,
  )
  expect(xml).toContain(
    `<url><loc>${SITE}/news/2026/9/5/a&amp;b</loc><lastmod>2026-09-05</lastmod></url>`,
  )
  expect(xml).toContain(`<url><loc>${SITE}/sports/o&apos;brien</loc></url>`)
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
})

test('escapeXml escapes the five XML characters', () => {
  expect(escapeXml(`<a href="x">'&'</a>`)).toBe(
    '&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;',
  )
})

test('toW3cDate', () => {
  expect(toW3cDate(null)).toBeNull()
  expect(toW3cDate('2026-01-02')).toBe('2026-01-02')
})

test('uniqueSitePaths keeps site paths once, in order', () => {
  expect(
    uniqueSitePaths([
      { path: '/a' },
      { path: '//evil.example/x' },
      { path: 'https://evil.example/' },
      { path: '/b' },
      { path: '/a' },
    ]).map((e) => e.path),
  ).toEqual(['/a', '/b'])
})

test.each([
  [[], null],
  [[null, undefined, ''], null],
  [['2026-09-01', '2026-11-20', '2026-10-05'], '2026-11-20'],
  [['not a day', '2026-02-03', null], '2026-02-03'],
  [['2025-12-31', '2026-01-01'], '2026-01-01'],
])('latestDay(%j) is %s', (days, expected) => {
  expect(latestDay(days)).toBe(expected)
})

test('a lastmod is written only where the entry has a readable date', () => {
  const xml = buildUrlSet(
    [
      { path: '/news/2026/9/5/owls-win', lastModified: '2026-09-05' },
      { path: '/awards/12', lastModified: 'soon' },
      { path: '/honors' },
    ],
    'https://example.edu',
  )
  expect(xml).toContain(
    '<url><loc>https://example.edu/news/2026/9/5/owls-win</loc><lastmod>2026-09-05</lastmod></url>',
  )
  expect(xml).toContain('<url><loc>https://example.edu/awards/12</loc></url>')
  expect(xml).toContain('<url><loc>https://example.edu/honors</loc></url>')
})
