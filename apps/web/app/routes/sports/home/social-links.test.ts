import { expect, test } from 'vitest'

import type { SocialAccountGroup } from '@fieldhouse/provider-client/social-accounts'

import { toSocialLinks } from './social-links'

const none = {
  title: 'Football',
  facebook: null,
  twitter: null,
  instagram: null,
  youtube: null,
  pinterest: null,
}

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

const account = (platform: string, url: string) => ({ platform, url, username: null, icon: null })

test("the department's list adds the sport's other channels, one link a channel", () => {
  const accounts: SocialAccountGroup[] = [
    {
      name: "Men's Sports",
      owners: [
        {
          name: 'Football',
          title: null,
          links: [
            account('twitter', 'https://twitter.com/NSUFootball'),
            account('tiktok', 'https://www.tiktok.com/@nsufootball'),
            account('mastodon', 'https://mastodon.example/@nsufb'),
          ],
        },
        { name: 'Baseball', title: null, links: [account('twitch', 'https://twitch.tv/nsu')] },
      ],
    },
  ]
  expect(toSocialLinks({ ...none, twitter: 'NSUFootball' }, accounts)).toEqual([
    { channel: 'twitter', name: 'X (Twitter)', url: 'https://x.com/NSUFootball' },
    { channel: 'tiktok', name: 'TikTok', url: 'https://www.tiktok.com/@nsufootball' },
    { channel: null, name: 'mastodon', url: 'https://mastodon.example/@nsufb' },
  ])
})
