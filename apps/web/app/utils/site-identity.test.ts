import { expect, test } from 'vitest'

import { toSiteIdentity } from './site-identity'

test('without settings the shell gets a neutral name and colours', () => {
  expect(toSiteIdentity(null)).toMatchObject({
    name: 'Athletics',
    universityName: 'University',
    logo: null,
    colors: { primary: '#1f2937', onPrimary: '#ffffff' },
  })
})

test.each([
  ['#0b3d2e', '#0b3d2e'],
  ['#FFF', '#FFF'],
  ['red', '#1f2937'],
  ['#0b3d2e;}body{display:none', '#1f2937'],
  ['', '#1f2937'],
])('primary colour %j becomes %s', (primaryColor, expected) => {
  expect(toSiteIdentity({ theme: { primaryColor } }).colors.primary).toBe(expected)
})

test('the university name falls back to the site name', () => {
  expect(toSiteIdentity({ theme: { siteName: 'Owls Athletics' } }).universityName).toBe(
    'Owls Athletics',
  )
})
