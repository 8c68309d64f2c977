import { expect, test } from 'vitest'

import { isValidHost } from './host'

test.each([
  'localhost',
  'localhost:3000',
  'www.northfield-state.example',
  'www.northfield-state.example.',
  '127.0.0.1:3000',
  '[::1]:3000',
  '[2001:db8::1]',
])('%s is a host', (host) => {
  expect(isValidHost(host)).toBe(true)
})

test.each([
  ['missing', undefined],
  ['empty', ''],
  ['a space', 'evil example'],
  ['user info', 'user@evil.example'],
  ['a path', 'evil.example/x'],
  ['two ports', 'evil.example:1:2'],
  ['a long port', 'evil.example:123456'],
  ['unbracketed IPv6', '::1'],
  ['a leading hyphen', '-evil.example'],
  ['markup', '<script>'],
  ['too long', `${'a'.repeat(60)}.`.repeat(5)],
])('%s is not a host', (_name, host) => {
  expect(isValidHost(host)).toBe(false)
})
