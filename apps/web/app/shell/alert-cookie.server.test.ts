import { expect, test } from 'vitest'

import { parseDismissedAlertIds, serializeDismissedAlertIds } from './alert-cookie.server'

test.each([
  ['no cookie', undefined, []],
  ['other cookies only', 'theme=dark; a=1', []],
  ['one id', 'alerts_dismissed=12', [12]],
  ['several ids among other cookies', 'a=1; alerts_dismissed=12.15; b=2', [12, 15]],
  ['a similar name', 'xalerts_dismissed=12', []],
  ['an empty value', 'alerts_dismissed=', []],
  ['a signed or odd value', 'alerts_dismissed=-1', []],
  ['the old JSON form', 'alerts_dismissed=WzEyXQ%3D%3D', []],
  ['an oversized id', 'alerts_dismissed=1234567890', []],
  ['too many ids', `alerts_dismissed=${Array.from({ length: 51 }, (_, i) => i).join('.')}`, []],
])('%s', (_name, header, expected) => {
  expect(parseDismissedAlertIds(header)).toEqual(expected)
})

test('the cookie keeps each id once, the newest 50, for 12 hours', () => {
  const ids = [...Array.from({ length: 55 }, (_, i) => i + 1), 55]
  const header = serializeDismissedAlertIds(ids)
  expect(header).toMatch(/; Path=\/; Max-Age=43200; HttpOnly; SameSite=Lax$/)
  const value = header.split(';')[0] ?? ''
  expect(parseDismissedAlertIds(value)).toEqual(Array.from({ length: 50 }, (_, i) => i + 6))
})
