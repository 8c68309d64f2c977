import { expect, test } from 'vitest'

import { fillSeoTemplate } from './seo-tokens'

const TOKENS = ['site_name', 'page_title', 'sport_name', 'season']
const VALUES = {
  site_name: 'Northfield State Athletics',
  page_title: 'Jane Doe',
  sport_name: "Women's Soccer",
  season: '2025',
}

// [template, values, allowed tokens, filled]
const cases: [string, Record<string, string | null | undefined>, string[], string | null][] = [
  ['{page_title} | {site_name}', VALUES, TOKENS, 'Jane Doe | Northfield State Athletics'],
  [
    '{season} {sport_name} Roster | {site_name}',
    VALUES,
    TOKENS,
    "2025 Women's Soccer Roster | Northfield State Athletics",
  ],
  // Known token without a value: dropped, the spaces tidied.
  [
    '{season} {sport_name} Roster | {site_name}',
    { ...VALUES, season: null },
    TOKENS,
    "Women's Soccer Roster | Northfield State Athletics",
  ],
  // A token the settings do not list is dropped even when the page knows a value for it.
  [
    '{page_title} | {mascot} | {site_name}',
    { ...VALUES, mascot: 'Owls' },
    TOKENS,
    'Jane Doe | Northfield State Athletics',
  ],
  // Unknown token at either end: no dangling separator.
  ['{nothing} | {site_name}', VALUES, TOKENS, 'Northfield State Athletics'],
  ['{site_name} - {nothing}', VALUES, TOKENS, 'Northfield State Athletics'],
  // Case and spaces inside the braces.
  ['{ Site_Name }', VALUES, TOKENS, 'Northfield State Athletics'],
  // Plain text, no tokens.
  ['Official Athletics Website', VALUES, TOKENS, 'Official Athletics Website'],
  // Nothing left: null, the page keeps its own title.
  ['{nothing}', VALUES, TOKENS, null],
  ['  ', VALUES, TOKENS, null],
  ['{page_title}', VALUES, [], null],
  // A stray brace is not shown (what it opened is no token, only text).
  ['{page_title | {site_name}', VALUES, TOKENS, 'page_title | Northfield State Athletics'],
  ['{page_title}} | {site_name}', VALUES, TOKENS, 'Jane Doe | Northfield State Athletics'],
]

test.each(cases)('fillSeoTemplate(%j)', (template, values, tokens, filled) => {
  expect(fillSeoTemplate(template, values, tokens)).toBe(filled)
})

test('a filled value is never read as a token again', () => {
  expect(fillSeoTemplate('{page_title}', { page_title: '{site_name}' }, TOKENS)).toBe('site_name')
})
