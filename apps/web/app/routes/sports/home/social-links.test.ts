import { expect, test } from 'vitest'

import { toSocialLinks } from './social-links'

const none = { facebook: null, twitter: null, instagram: null, youtube: null, pinterest: null }

test.each([
  [{ twitter: 'NSUFootball' }, 'https://x.com/NSUFootball'],
  [{ twitter: '@NSUFootball' }, 'https://x.com/NSUFootball'],
  [{ facebook: 'https://www.facebook.com/nsu' }, 'https://www.facebook.com/nsu'],
  [{ instagram: 'nsu owls' }, 'https://www.instagram.com/nsu%20owls'],
])('%j links to %s', (values, url) => {
  expect(toSocialLinks({ ...none, ...values }).map((link) => link.url)).toEqual([url])
})

test('empty and blank names give no link', () => {
  expect(toSocialLinks({ ...none, youtube: '  ' })).toEqual([])
})
