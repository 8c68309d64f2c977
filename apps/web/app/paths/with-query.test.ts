import { expect, test } from 'vitest'

import { withQuery } from './with-query'

test.each([
  [
    '/sports/football/roster',
    { sort: 'height', dir: 'desc' },
    '/sports/football/roster?dir=desc&sort=height',
  ],
  ['/sports/football/roster', { sort: null, dir: undefined }, '/sports/football/roster'],
  ['/news', { page: 2, q: '' }, '/news?page=2'],
  ['/search', { q: 'a&b c' }, '/search?q=a%26b+c'],
  ['/', {}, '/'],
])('withQuery(%j, %j) is %j', (path, query, expected) => {
  expect(withQuery(path, query)).toBe(expected)
})
