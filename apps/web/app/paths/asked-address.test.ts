import { expect, test } from 'vitest'

import { getAskedPath, toAskedAddress } from './asked-address'

test('toAskedAddress keeps empty values and sorts names as withQuery does', () => {
  expect(toAskedAddress('/archives', { season: '', q: null, page: '2' })).toBe(
    '/archives?page=2&season=',
  )
  expect(toAskedAddress('/archives', {})).toBe('/archives')
})

test("getAskedPath reads a data request's address as the page's", () => {
  expect(getAskedPath(new Request('http://site.test/news/2026/12/12/a.data'))).toBe(
    '/news/2026/12/12/a',
  )
  expect(getAskedPath(new Request('http://site.test/Form/0101?x=1'))).toBe('/Form/0101')
})
