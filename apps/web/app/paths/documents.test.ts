import { expect, test } from 'vitest'

import { documentPath } from './documents'

test('a document is at /documents/ and its path, slashes kept', () => {
  expect(documentPath('2026/12/10/football-game-notes.pdf')).toBe(
    '/documents/2026/12/10/football-game-notes.pdf',
  )
})
