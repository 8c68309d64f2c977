import { expect, test } from 'vitest'

import { toEchoPath, toNotFoundLocation } from './echo-path'

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

test.each([
  ['a path', '/sports/curling?x=1', '/404?path=%2Fsports%2Fcurling%3Fx%3D1'],
  ['a name at the length limit', `/${'a'.repeat(2045)}`, `/404?path=%2F${'a'.repeat(2045)}`],
  ['a name over it', `/${'a'.repeat(2046)}`, '/404'],
  ['a short path whose name grows when encoded', `/${':'.repeat(700)}`, '/404'],
])('the not-found location of %s', (_name, path, location) => {
  expect(toNotFoundLocation(path)).toBe(location)
})
