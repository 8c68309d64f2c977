import type { Page } from '@playwright/test'

import { expectNotFound, expectUnavailableWhileDown } from './answers'
import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'

// The showcase embed's all-access player (issue 35): the demo tenant's football highlights
// (apps/provider/src/seed/media/all-access-videos.ts: id 15000 + tenant 100 + its place in the
// demo manifest), a WebM with captions and audio descriptions, and the blacked-out full-game
// replay of the same game (+50). Screenshots go to EMBED_SHOTS when it is set.
const HIGHLIGHTS = '/showcase/embed.aspx?archive=15101'
const BLACKED_OUT = '/showcase/embed.aspx?archive=15151'
const SHOTS = process.env.EMBED_SHOTS

const video = (page: Page) => page.locator('video#showcase-video')

test('the embed plays the video, muted when it autoplays', async ({ page }) => {
  const response = await page.goto(`${HIGHLIGHTS}&autoplay=true`)
  expect(response?.status()).toBe(200)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Season Opener Highlights' }),
  ).toBeVisible()
  const player = video(page)
  await expect(player).toHaveJSProperty('muted', true)
  await expect(player).toHaveAttribute('controls', '')
  await expect
    .poll(() => player.evaluate((element: HTMLVideoElement) => element.readyState))
    .toBeGreaterThanOrEqual(2)
  await expect
    .poll(() => player.evaluate((element: HTMLVideoElement) => element.currentTime), {
      timeout: 10_000,
    })
    .toBeGreaterThan(0.5)
})

test('a moment in the page address (#t=, as site search links a spoken word) starts the player there', async ({
  page,
}) => {
  await page.goto(`${HIGHLIGHTS}#t=12.5`)
  await expect
    .poll(() => video(page).evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeCloseTo(12.5, 1)
})

test("controls=false swaps the browser's controls for the player's own Play/Pause and Captions buttons", async ({
  page,
}) => {
  await page.goto(`${HIGHLIGHTS}&controls=false`)
  const player = video(page)
  await expect(player).not.toHaveAttribute('controls', /.*/)
  const play = page.getByRole('button', { name: 'Play' })
  await play.focus()
  await page.keyboard.press('Enter')
  // Muted first: a play with sound may be refused without a gesture the browser counts.
  await player.evaluate((element: HTMLVideoElement) => (element.muted = true))
  await expect
    .poll(() => player.evaluate((element: HTMLVideoElement) => element.paused))
    .toBe(false)
  await expect(page.getByRole('button', { name: 'Pause' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect.poll(() => player.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true)

  const captions = page.getByRole('button', { name: 'Captions' })
  await expect(captions).toHaveAttribute('aria-pressed', 'true')
  await captions.click()
  await expect(captions).toHaveAttribute('aria-pressed', 'false')
  expect(await player.evaluate((element: HTMLVideoElement) => element.textTracks[0]?.mode)).toBe(
    'hidden',
  )
  await expectNoAxeViolations(page)
})

test('a visitor who asked for reduced motion is not played to: autoplay waits for them', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto(`${HIGHLIGHTS}&autoplay=true`)
  const player = video(page)
  await expect
    .poll(() => player.evaluate((element: HTMLVideoElement) => element.readyState))
    .toBeGreaterThanOrEqual(2)
  expect(await player.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true)
  expect(await player.evaluate((element: HTMLVideoElement) => element.currentTime)).toBe(0)
})

test('the captions track loads its cues; the descriptions track is there', async ({ page }) => {
  await page.goto(HIGHLIGHTS)
  const kinds = await video(page).evaluate((element: HTMLVideoElement) =>
    [...element.textTracks].map((track) => `${track.kind}:${track.language}:${track.label}`),
  )
  expect(kinds).toEqual(['captions:en:English', 'descriptions:en:English audio description'])
  await expect
    .poll(() =>
      video(page).evaluate((element: HTMLVideoElement) => {
        const captions = element.textTracks[0]
        if (!captions) return 0
        captions.mode = 'showing'
        return captions.cues?.length ?? 0
      }),
    )
    .toBe(6)
})

test('the transcript opens by keyboard, and its times seek the player', async ({ page }) => {
  await page.goto(HIGHLIGHTS)
  const summary = page.locator('summary', { hasText: 'Transcript' })
  const details = page.locator('details')
  await expect(details).not.toHaveAttribute('open')
  await summary.focus()
  await page.keyboard.press('Enter')
  await expect(details).toHaveAttribute('open', '')
  const transcript = details.locator('.transcript')
  await expect(transcript).toContainText('Welcome to opening night, and the stadium is full.')
  await expect(transcript).toContainText('Audio description')
  const link = transcript.getByRole('link', { name: '0:09' })
  await expect(link).toHaveAttribute(
    'href',
    /\/media\/demo\/videos\/football-opener-highlights\.webm#t=9$/,
  )
  await link.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`${HIGHLIGHTS.replace(/[?.]/g, '\\$&')}$`))
  await expect
    .poll(() => video(page).evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThanOrEqual(9)
  await video(page).evaluate((element: HTMLVideoElement) => element.pause())
  await summary.focus()
  await page.keyboard.press('Space')
  await expect(details).not.toHaveAttribute('open')
})

for (const width of [390, 1366]) {
  test(`the embed at ${width} px, captions showing and transcript open: axe-clean`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(HIGHLIGHTS)
    await page.locator('summary', { hasText: 'Transcript' }).click()
    // Paused inside the second caption, with the track shown, for the screenshot.
    await video(page).evaluate(async (element: HTMLVideoElement) => {
      const captions = element.textTracks[0]
      if (captions) captions.mode = 'showing'
      element.muted = true
      await new Promise((resolve) => {
        element.addEventListener('seeked', resolve, { once: true })
        element.currentTime = 5
      })
    })
    await expect
      .poll(() =>
        video(page).evaluate(
          (element: HTMLVideoElement) => element.textTracks[0]?.activeCues?.length ?? 0,
        ),
      )
      .toBe(1)
    await expectNoAxeViolations(page)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/embed-${width}.png`, fullPage: true })
    // The page follows the visitor's dark scheme as the site does: readable there too.
    await page.emulateMedia({ colorScheme: 'dark' })
    await expectNoAxeViolations(page)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/embed-dark-${width}.png`, fullPage: true })
  })
}

test('a blacked-out video shows why, with no player', async ({ page }) => {
  const response = await page.goto(BLACKED_OUT)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Full game replay: /)
  await expect(page.getByText('This replay is not available in your area.')).toBeVisible()
  await expect(page.locator('video')).toHaveCount(0)
  await expectNoAxeViolations(page)
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/blacked-out-1366.png` })
})

test('a malformed or unknown archive id is the 404 page, never a 500', async ({
  page,
  request,
}) => {
  await expectNotFound(request, [
    '/showcase/embed.aspx?archive=999999',
    '/showcase/embed.aspx?archive=not-an-id',
    '/showcase/embed.aspx?archive=%3Cscript%3E',
    '/showcase/embed.aspx?archive=',
  ])
  const response = await page.goto('/showcase/embed.aspx?archive=999999')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i)
})

test('a provider that is down makes the embed a 503 to try again', async ({ request }) => {
  await expectUnavailableWhileDown(request, [HIGHLIGHTS])
})
