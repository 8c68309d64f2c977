import { expect, test } from 'vitest'

import { parseDocumentPath } from './document-path'

test.each([
  ['2026/12/10/football-game-notes.pdf', '2026/12/10/football-game-notes.pdf'],
  ['policies/clear%20bag.pdf', 'policies/clear bag.pdf'],
  ['guide.pdf', 'guide.pdf'],
  ['', null],
  ['../etc/passwd', null],
  ['2026/../../etc/passwd', null],
  ['./guide.pdf', null],
  ['2026//guide.pdf', null],
  ['2026/guide.pdf/', null],
  ['/2026/guide.pdf', null],
  ['..%2f..%2fetc%2fpasswd', null],
  ['%2e%2e/%2e%2e/etc/passwd', null],
  ['%2E%2E/secret', null],
  ['2026%5c..%5csecret', null],
  ['2026\\..\\secret', null],
  ['guide%00.pdf', null],
  ['guide%0a.pdf', null],
  ['bad%zz.pdf', null],
  ['%E0%A4%A', null],
  ['a'.repeat(301), null],
])('parseDocumentPath(%j) is %j', (raw, expected) => {
  expect(parseDocumentPath(raw)).toBe(expected)
})
