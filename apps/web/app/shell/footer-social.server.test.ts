import { expect, test } from 'vitest'

import type { NavigationItem } from '@fieldhouse/provider-client/navigation'

import { toFooterSocialLinks, toFooterSocialMarkup } from './footer-social.server'

const group = (id: number, links: { url: string; title: string; className: string | null }[]) =>
  ({ id, socialMediaLinks: links }) as unknown as NavigationItem

const items = [
  group(1, [{ url: 'https://x.com/football', title: 'X', className: 'twitter' }]),
  group(9, [
    { url: 'https://x.com/owls', title: 'X', className: 'twitter' },
    { url: 'https://www.tiktok.com/@owls', title: 'TikTok', className: 'tiktok' },
    { url: 'https://threads.example/@owls', title: 'Threads', className: 'threads' },
  ]),
]

test("the footer's row is the footer group's social links; an unknown one keeps its title", () => {
  expect(toFooterSocialLinks(items)).toEqual([
    { channel: 'twitter', name: 'X (Twitter)', url: 'https://x.com/owls' },
    { channel: 'tiktok', name: 'TikTok', url: 'https://www.tiktok.com/@owls' },
    { channel: null, name: 'Threads', url: 'https://threads.example/@owls' },
  ])
  expect(toFooterSocialLinks([group(9, [])])).toEqual([])
  expect(toFooterSocialLinks([])).toEqual([])
})

test('made once per answer, as marks named for the assistive technology', () => {
  const markup = toFooterSocialMarkup(items)
  expect(toFooterSocialMarkup(items)).toBe(markup)
  expect(markup).toContain('aria-label="Follow us"')
  expect(markup).toContain('<span class="sr-only">TikTok</span>')
  expect(markup).toContain('<svg')
  // The unknown channel: its name shown, no mark.
  expect(markup).toMatch(/href="https:\/\/threads\.example\/@owls"[^>]*>Threads</)
  expect(toFooterSocialMarkup([])).toBeNull()
})
