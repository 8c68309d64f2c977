import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'

import { SocialRow } from './social-row'
import { toSocialLinkView, toSocialLinkViews } from './social-links'

afterEach(cleanup)

test('a known channel gets its name and icon, a bare name its profile address', () => {
  expect(toSocialLinkView('TikTok', '@owls')).toEqual({
    channel: 'tiktok',
    name: 'TikTok',
    url: 'https://www.tiktok.com/@owls',
  })
  expect(toSocialLinkView('icon-social-snapchat', 'https://snapchat.com/add/owls')).toMatchObject({
    channel: 'snapchat',
    name: 'Snapchat',
  })
})

test('an unknown channel keeps its own name, linked plainly; no address means no link', () => {
  expect(toSocialLinkView('Shop', 'https://shop.example.edu/')).toEqual({
    channel: null,
    name: 'Shop',
    url: 'https://shop.example.edu/',
  })
  // A bare name is no address on a channel no list knows, or one without profile pages.
  expect(toSocialLinkView('Shop', 'owls')).toBeNull()
  expect(toSocialLinkView('Apple', 'owls')).toBeNull()
  expect(toSocialLinkView('TikTok', null)).toBeNull()
})

test('one link a known channel, one an unknown address', () => {
  const links = toSocialLinkViews([
    { key: 'twitter', value: 'owls' },
    { key: 'X', value: 'https://twitter.com/owls' },
    { key: 'Shop', value: 'https://shop.example.edu/' },
    { key: 'Store', value: 'https://shop.example.edu/' },
  ])
  expect(links.map((link) => link.name)).toEqual(['X (Twitter)', 'Shop'])
})

const links = toSocialLinkViews([
  { key: 'TikTok', value: 'owls' },
  { key: 'Shop', value: 'https://shop.example.edu/' },
])

test.each(['buttons', 'marks'] as const)(
  '%s: each link named by its channel, opening a new window; the unknown one plainly',
  (variant) => {
    render(<SocialRow links={links} label="Owls on social media" variant={variant} />)
    const list = screen.getByRole('list', { name: 'Owls on social media' })
    // jsdom drops the space before the hidden words that a browser keeps.
    const tiktok = within(list).getByRole('link', { name: /^TikTok ?\(opens in a new window\)$/ })
    expect(tiktok.getAttribute('href')).toBe('https://www.tiktok.com/@owls')
    expect(tiktok.getAttribute('target')).toBe('_blank')
    expect(tiktok.querySelector('svg')).not.toBeNull()
    const shop = within(list).getByRole('link', { name: /^Shop ?\(opens in a new window\)$/ })
    expect(shop.querySelector('svg')).toBeNull()
    expect(shop.textContent).toContain('Shop')
  },
)
