import { expect, test } from 'vitest'

import { isStateless } from './fold-shared'

test.each([
  ['export function Band() { return null }', true],
  ["import { href } from 'react-router'\nconst SIZES = { a: 1 } as const\n", true],
  ['function f() {\n  let inner = 1\n  return inner\n}', true],
  ['let cached: Intl.DateTimeFormat | undefined', false],
  ['export let current = 0', false],
  ['const seen = new WeakMap<object, string>()', false],
  ['const queue: Set<number> = new Set()', false],
  ['export const Context = createContext(null)', false],
])('%j is stateless: %s', (source, expected) => {
  expect(isStateless(source)).toBe(expected)
})
