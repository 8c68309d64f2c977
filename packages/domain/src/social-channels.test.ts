import { describe, expect, it } from 'vitest'

import {
  SOCIAL_CHANNELS,
  findSocialChannel,
  socialLinkName,
  toSocialProfileUrl,
} from './social-channels'

describe('social channels', () => {
  it('lists the fifteen channels of SPEC.md 5, each named once', () => {
    expect(SOCIAL_CHANNELS.map((channel) => channel.id)).toEqual([
      'facebook',
      'twitter',
      'instagram',
      'youtube',
      'snapchat',
      'twitch',
      'tiktok',
      'linkedin',
      'vimeo',
      'pinterest',
      'google',
      'cameo',
      'apple',
      'inflcr',
      'opendorse',
    ])
    expect(new Set(SOCIAL_CHANNELS.map((channel) => channel.name)).size).toBe(15)
  })

  it('finds a channel by any of the provider spellings', () => {
    for (const key of ['TikTok', 'tiktok', 'icon-social-tiktok', ' TIKTOK ']) {
      expect(findSocialChannel(key)?.name).toBe('TikTok')
    }
    expect(findSocialChannel('LinkedIn')?.id).toBe('linkedin')
    expect(findSocialChannel('X')?.id).toBe('twitter')
    expect(findSocialChannel('INFLCR')?.id).toBe('inflcr')
  })

  it('knows no unknown channel (its link is shown plainly, not dropped)', () => {
    expect(findSocialChannel('Shop')).toBeNull()
    expect(findSocialChannel('Mastodon')).toBeNull()
    expect(findSocialChannel('')).toBeNull()
    expect(findSocialChannel(null)).toBeNull()
  })

  it('builds a profile address from a bare name, keeps a page address', () => {
    const tiktok = findSocialChannel('tiktok')
    expect(toSocialProfileUrl(tiktok, '@owls')).toBe('https://www.tiktok.com/@owls')
    expect(toSocialProfileUrl(tiktok, 'https://www.tiktok.com/@x')).toBe(
      'https://www.tiktok.com/@x',
    )
    expect(toSocialProfileUrl(findSocialChannel('apple'), 'owls')).toBeNull()
    expect(toSocialProfileUrl(null, 'https://shop.example.edu/')).toBe('https://shop.example.edu/')
    expect(toSocialProfileUrl(tiktok, '  ')).toBeNull()
  })

  it('names a link that opens a new window as such', () => {
    expect(socialLinkName('TikTok', true)).toBe('TikTok (opens in a new window)')
    expect(socialLinkName('TikTok', false)).toBe('TikTok')
  })
})
