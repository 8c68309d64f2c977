import { expect, test } from 'vitest'

import { toFeedLayout } from './feed-template'

test.each([
  ['featured', 'featured'],
  [' Headline ', 'headline'],
  ['default', 'default'],
  ['carousel', 'default'],
  ['', 'default'],
  [null, 'default'],
] as const)('the template %j is laid out as %s', (template, layout) => {
  expect(toFeedLayout(template)).toBe(layout)
})
