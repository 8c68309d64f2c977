import { expect, test } from 'vitest'

import { toEchoPath } from './echo-path'

test.each([
  ['absent', null, '/404'],
  ['a path', '/sports/curling', '/sports/curling'],
  ['a path with a query', '/x?a=1&b=<2>', '/x?a=1&b=<2>'],
  ['protocol-relative', '//evil.example/', '/404'],
  ['absolute', 'https://evil.example/', '/404'],
  ['relative', 'sports', '/404'],
  ['empty', '', '/404'],
  ['at the length limit', `/${'a'.repeat(2047)}`, `/${'a'.repeat(2047)}`],
  ['over the length limit', `/${'a'.repeat(2048)}`, '/404'],
])('%s', (_name, value, expected) => {
  expect(toEchoPath(value)).toBe(expected)
})
