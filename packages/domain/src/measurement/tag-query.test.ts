import { expect, test } from 'vitest'

import { fromTagSearch, toTagQuery, toTagSearch } from './tag-query'

test.each([
  ['home', {}, { pageTemplate: 'homepage' }],
  ['sport-home', { slug: 'football' }, { pageTemplate: 'sport home', sportName: 'football' }],
  [
    'story',
    { slug: 'football', id: '42', year: '2026' },
    { pageTemplate: 'story', sportName: 'football', contentId: '42' },
  ],
  [
    'sport-calendar',
    { globalSportNameSlug: 'mbasket' },
    { pageTemplate: 'calendar_sport', sportName: 'mbasket' },
  ],
  ['search', {}, { pageTemplate: 'not-found' }],
  ['roster-list', { slug: 'unknown' }, { pageTemplate: 'roster_list' }],
  ['roster-list', { slug: '' }, { pageTemplate: 'roster_list' }],
  ['roster-list', { slug: '<script>' }, { pageTemplate: 'roster_list' }],
  [null, { slug: 'football' }, { sportName: 'football' }],
] as const)('toTagQuery(%s, %j)', (kind, params, expected) => {
  expect(toTagQuery(kind, params)).toEqual(expected)
})

test('a query goes to the tags resource and back', () => {
  const query = { pageTemplate: 'sport home', sportName: 'football', contentId: '7' }
  const search = toTagSearch(query)
  expect(search.toString()).toBe('template=sport+home&sport=football&content=7')
  expect(fromTagSearch(search)).toEqual(query)
  expect(fromTagSearch(new URLSearchParams('template=%00&sport=&content=unknown'))).toEqual({})
  expect(fromTagSearch(new URLSearchParams('template=made-up&sport=football'))).toEqual({
    sportName: 'football',
  })
})
