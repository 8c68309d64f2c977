import type { Locator, Page } from '@playwright/test'

import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'
import { gotoHydrated } from './hydrated'
import { getDemoData } from './provider-data'

// Issue 33 section 2 items 3 and 4: every social channel (TikTok among the demo's) with its mark
// and its name on /social-accounts, the footer, the sport home and a player's bio; a story's
// writer and gallery link. Zero axe violations at 390 and 1366 px, screenshots of the rows in
// /tmp/wt-social-shots/.

type SocialEntry = { platformName: string; userName: string | null; url: string | null }
type RosterWire = {
  players: {
    rosterPlayerId: number
    firstName: string
    lastName: string
    socialMediaR: SocialEntry[]
  }[]
}
type StoryWire = { url: string; writer: unknown; galleryId: number | null; byline: string }

const SHOTS = '/tmp/wt-social-shots'
const NEW_WINDOW = /^TikTok ?\(opens in a new window\)$/

async function tiktokPlayerPath(page: Page): Promise<{ path: string; url: string }> {
  const roster = await getDemoData<RosterWire>(page.request, '/Rosters/bySport/football')
  for (const player of roster.players) {
    const tiktok = player.socialMediaR.find((entry) => entry.platformName === 'TikTok' && entry.url)
    // A wrong name moves permanently to the bio's one address.
    if (tiktok?.url)
      return { path: `/sports/football/roster/x/${player.rosterPlayerId}`, url: tiktok.url }
  }
  throw new Error('no football player with a TikTok account in the demo')
}

async function expectTikTok(row: Locator, url: string | RegExp) {
  const link = row.getByRole('link', { name: NEW_WINDOW })
  await expect(link).toHaveAttribute('href', url)
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link.locator('svg')).toHaveCount(1)
}

test('/social-accounts and the footer show TikTok by name, with its mark', async ({ page }) => {
  await gotoHydrated(page, '/social-accounts')
  const tiktok = page.getByRole('link', { name: /on TikTok/ }).first()
  await expect(tiktok).toHaveAttribute('href', /^https:\/\/www\.tiktok\.com\/@/)
  await expect(tiktok.locator('svg')).toHaveCount(1)
  for (const channel of ['Snapchat', 'LinkedIn', 'Twitch']) {
    await expect(
      page.getByRole('link', { name: new RegExp(`on ${channel}`) }).first(),
    ).toBeVisible()
  }
  const footer = page.getByRole('contentinfo').getByRole('list', { name: 'Follow us' })
  await expectTikTok(footer, /^https:\/\/www\.tiktok\.com\/@/)
})

test("the sport home's Follow row and a player's bio show TikTok", async ({ page }) => {
  await gotoHydrated(page, '/sports/football')
  await expectTikTok(
    page.getByRole('list', { name: 'Football on social media' }),
    /^https:\/\/www\.tiktok\.com\/@/,
  )
  const player = await tiktokPlayerPath(page)
  await gotoHydrated(page, player.path)
  await expectTikTok(page.getByRole('list', { name: /on social media$/ }).first(), player.url)
})

test('a story shows its writer and links its gallery', async ({ page }) => {
  const { items } = await getDemoData<{ items: StoryWire[] }>(
    page.request,
    '/Stories?$pageSize=100',
  )
  const story = items.find((item) => typeof item.writer === 'string' && (item.galleryId ?? 0) > 0)
  if (!story) throw new Error('no demo story with a writer and a gallery')
  await gotoHydrated(page, new URL(story.url, 'http://x').pathname)
  await expect(page.getByText(`Written by ${story.writer as string}`)).toBeVisible()
  await expect(page.getByText(`By ${story.byline}`)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Photo gallery' })).toHaveAttribute(
    'href',
    `/galleries/${story.galleryId}`,
  )
})

for (const width of [390, 1366]) {
  test(`axe: no violations where the channels show, at ${width} px; the rows' screenshots`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    const player = await tiktokPlayerPath(page)
    const rows: [string, string, Locator][] = [
      ['social-accounts', '/social-accounts', page.locator('#group-1')],
      ['footer', '/', page.getByRole('contentinfo').getByRole('list', { name: 'Follow us' })],
      [
        'sport-home',
        '/sports/football',
        page.locator('section[aria-labelledby="sport-social-heading"]'),
      ],
      ['player-bio', player.path, page.getByRole('list', { name: /on social media$/ }).first()],
    ]
    for (const [name, path, row] of rows) {
      await gotoHydrated(page, path)
      await expectNoAxeViolations(page)
      // The sport's splash (shown once) covers the page: put it away for the row's picture.
      const splash = page.getByRole('dialog', { name: /Welcome back/ })
      if (await splash.isVisible()) {
        await splash.getByRole('link', { name: 'Skip Permanently' }).click()
        await expect(splash).toBeHidden()
      }
      await row.scrollIntoViewIfNeeded()
      await row.screenshot({ path: `${SHOTS}/${name}-${width}.png` })
    }
    const { items } = await getDemoData<{ items: StoryWire[] }>(
      page.request,
      '/Stories?$pageSize=100',
    )
    const story = items.find((item) => typeof item.writer === 'string' && (item.galleryId ?? 0) > 0)
    await gotoHydrated(page, new URL(story!.url, 'http://x').pathname)
    await expectNoAxeViolations(page)
    await page.screenshot({ path: `${SHOTS}/story-${width}.png` })
  })
}
