import { expect, test } from 'vitest'

import { isMalformedPath } from './malformed-path'

test.each([
  ['/', false],
  ['/sports/football', false],
  ['/sports/caf%C3%A9', false],
  ['/search?q=%', false],
  ['/%E0%A4%A', true],
  ['/sports/%ZZ', true],
  ['/%', true],
])('%s is malformed: %s', (path, expected) => {
  expect(isMalformedPath(`http://site.test${path}`)).toBe(expected)
})
