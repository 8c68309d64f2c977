import { expect, test } from 'vitest'
import { DUMMY_HASH, hashPassword, hashPasswordSync, verifyPassword } from './passwords'

test('a hash names its method, cost and salt, and checks only its own password', async () => {
  const stored = await hashPassword('owls-preview-2026')
  expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/)
  expect(await verifyPassword('owls-preview-2026', stored)).toBe(true)
  expect(await verifyPassword('owls-preview-2025', stored)).toBe(false)
  expect(await verifyPassword('', stored)).toBe(false)
})

test('the same password gets a new salt each time, sync or not', async () => {
  const hashes = [await hashPassword('same'), hashPasswordSync('same'), hashPasswordSync('same')]
  expect(new Set(hashes).size).toBe(3)
  for (const stored of hashes) expect(await verifyPassword('same', stored)).toBe(true)
})

test.each([
  ['not a hash', 'plain-text'],
  ['another method', DUMMY_HASH.replace('scrypt', 'bcrypt')],
  ['a cost that would take minutes', DUMMY_HASH.replace('16384', String(2 ** 24))],
  ['a broken cost', DUMMY_HASH.replace('$8$', '$x$')],
  ['a short hash', DUMMY_HASH.slice(0, -10)],
  ['an extra part', `${DUMMY_HASH}$more`],
])('a stored value that is %s never matches', async (_name, stored) => {
  expect(await verifyPassword('anything', stored)).toBe(false)
})
