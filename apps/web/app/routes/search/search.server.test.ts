import { expect, test } from 'vitest'

import { searchPagePath } from '~/paths/search'

import { readSearchParams } from './search.server'

// The search page reads its declared parameters leniently: a bad kind or page is the default,
// never an error page, and a long query is cut where the provider would cut it.
const read = (query: string) => readSearchParams(new Request(`https://site.test/search${query}`))

test.each([
  ['', { query: '', kind: null, page: 1 }],
  ['?q=%20%20owls%20soccer%20', { query: 'owls soccer', kind: null, page: 1 }],
  ['?q=owls&type=story&page=3', { query: 'owls', kind: 'story', page: 3 }],
  ['?q=owls&type=planet&page=-2', { query: 'owls', kind: null, page: 1 }],
  ['?q=owls&page=0', { query: 'owls', kind: null, page: 1 }],
  ['?q=owls&page=99999', { query: 'owls', kind: null, page: 1 }],
  ['?q=owls&page=9999', { query: 'owls', kind: null, page: 500 }],
  ['?q=owls&page=2.5', { query: 'owls', kind: null, page: 1 }],
])('%s reads as %j', (query, expected) => {
  expect(read(query)).toEqual(expected)
})

test('a query is cut at 200 characters', () => {
  expect(read(`?q=${'a'.repeat(300)}`).query).toHaveLength(200)
})

test("the page's own addresses leave the defaults out", () => {
  expect(searchPagePath('owls soccer')).toBe('/search?q=owls+soccer')
  expect(searchPagePath('owls', 'player')).toBe('/search?q=owls&type=player')
  expect(searchPagePath('owls', 'game', 2)).toBe('/search?page=2&q=owls&type=game')
  expect(searchPagePath('a&b=c', null, 1)).toBe('/search?q=a%26b%3Dc')
})
