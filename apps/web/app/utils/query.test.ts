import { expect, test } from 'vitest'

import { getDeclaredQuery, getQuery } from './query'

test('only declared parameters are read; absent ones are null, repeated ones the first', () => {
  const request = new Request('http://site.test/search?q=owls&q=hawks&utm_source=x')
  const query = getQuery(request, ['q', 'page'] as const)
  expect(query).toEqual({ q: 'owls', page: null })
  expect('utm_source' in query).toBe(false)
})

test.each([
  [{ query: ['q', 'page'] }, ['q', 'page']],
  [{ query: ['q', 3] }, ['q']],
  [{ layout: {} }, []],
  [undefined, []],
  [null, []],
  [{ query: 'q' }, []],
])('the declared parameters of handle %j are %j', (handle, expected) => {
  expect(getDeclaredQuery(handle)).toEqual(expected)
})
