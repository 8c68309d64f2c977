import { describe, expect, test } from 'vitest'

import { isStateless, planBundle } from './bundle-by-rule'

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

describe('planBundle', () => {
  // root -> header -> icon; three screens; `meta` is imported by two of three, `table` by one,
  // and the header loads `overlay` on demand.
  const graph: Record<string, { statics: string[]; dynamics: string[] }> = {
    root: { statics: ['header'], dynamics: [] },
    header: { statics: ['icon'], dynamics: ['overlay'] },
    icon: { statics: [], dynamics: [] },
    overlay: { statics: [], dynamics: [] },
    a: { statics: ['meta', 'icon', 'table'], dynamics: [] },
    b: { statics: ['meta'], dynamics: [] },
    c: { statics: [], dynamics: [] },
    meta: { statics: ['format'], dynamics: [] },
    format: { statics: [], dynamics: [] },
    table: { statics: [], dynamics: [] },
  }
  const plan = (shellShare: number) =>
    planBundle({
      root: 'root',
      routes: ['a', 'b', 'c'],
      shellShare,
      importsOf: async (file) => graph[file] ?? { statics: [], dynamics: [] },
    })

  test('the shell is what the root imports and what enough screens import, with its imports', async () => {
    const { shell, onDemand } = await plan(0.5)
    expect([...shell].sort()).toEqual(['format', 'header', 'icon', 'meta', 'root'])
    expect([...onDemand]).toEqual(['overlay'])
  })

  test('a module fewer screens import stays out, and a screen is never shell', async () => {
    const { shell } = await plan(1)
    expect([...shell].sort()).toEqual(['header', 'icon', 'root'])
    expect((await plan(0)).shell.has('a')).toBe(false)
  })
})
