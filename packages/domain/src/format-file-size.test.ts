import { expect, test } from 'vitest'

import { formatFileSize } from './format-file-size'

test.each([
  [0, '0 bytes'],
  [1023, '1023 bytes'],
  [1024, '1.0 KB'],
  [1331, '1.3 KB'],
  [1024 * 1024, '1.0 MB'],
  [2.4 * 1024 * 1024, '2.4 MB'],
])('%i bytes read %s', (bytes, text) => {
  expect(formatFileSize(bytes)).toBe(text)
})
