import { expect, test } from 'vitest'

import { getQuery } from './query'

test('only declared parameters are read; absent ones are null, repeated ones the first', () => {
  const request = new Request('http://site.test/search?q=owls&q=hawks&utm_source=x')
  const query = getQuery(request, ['q', 'page'] as const)
  expect(query).toEqual({ q: 'owls', page: null })
  expect('utm_source' in query).toBe(false)
})
