import type { Page } from '@playwright/test'

import { PROVIDER_PORT } from '../../playwright.config'

import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'
import { gotoHydrated } from './hydrated'

// Issue 35: a podcast episode's transcript under its player on the podcast's page (decision 040),
// its times seeking the player, its WebVTT and plain-text downloads, and the feed's
// <podcast:transcript>. The demo tenant's Owls Insider (id 31): Episode 12 the newest, free,
// two speakers; Episode 10 needs a sign-in, Episode 8 is premium and locked, Episode 5 blacked out.

const INSIDER = '/podcasts/owls-insider/31'

const newest = (page: Page) => page.getByRole('article', { name: /^Episode 12:/ })

test('the newest episode shows its transcript under the player, by speaker', async ({ page }) => {
  await page.goto(INSIDER)
  const episode = newest(page)
  const summary = episode.locator('summary')
  await expect(summary).toHaveText(/^Transcript/)
  // Closed by default, opened by the keyboard (no JavaScript needed for a <details>).
  await summary.focus()
  await page.keyboard.press('Enter')
  const turns = episode.getByRole('heading', { level: 4 })
  await expect(turns.first()).toBeVisible()
  expect(await turns.count()).toBeGreaterThan(2)
  // Each turn: its time as a media fragment of the episode's audio, then its speaker.
  const first = turns.first().getByRole('link')
  const seconds = Number(await first.getAttribute('data-seek'))
  expect(seconds).toBeLessThan(10) // the conversation starts in its first seconds
  await expect(first).toHaveText(`0:0${seconds}`)
  const audio = await episode.locator('audio').getAttribute('src')
  await expect(first).toHaveAttribute('href', `${audio}#t=${seconds}`)
  const speakers = await turns.evaluateAll((headings) =>
    headings.map((heading) => heading.querySelector('span')?.textContent ?? ''),
  )
  expect(new Set(speakers).size).toBeGreaterThan(1)
  expect(speakers.every((name) => name.length > 0)).toBe(true)
  await expect(episode.locator('details p').first()).not.toBeEmpty()
})

test('a time seeks the player, by mouse and by keyboard', async ({ page }) => {
  await gotoHydrated(page, INSIDER)
  const episode = newest(page)
  await episode.locator('summary').click()
  const links = episode.locator('details a[data-seek]')
  const player = episode.locator('audio')
  const third = links.nth(2)
  const start = Number(await third.getAttribute('data-seek'))
  expect(start).toBeGreaterThan(2)
  await third.click()
  await expect
    .poll(() => player.evaluate((audio: HTMLAudioElement) => audio.currentTime))
    .toBeGreaterThanOrEqual(start - 0.5)
  expect(await player.evaluate((audio: HTMLAudioElement) => audio.currentTime)).toBeLessThan(
    start + 5,
  )
  await expect(page).toHaveURL(new RegExp(`${INSIDER}$`))
  await player.evaluate((audio: HTMLAudioElement) => audio.pause())

  const second = links.nth(1)
  const secondStart = Number(await second.getAttribute('data-seek'))
  await second.focus()
  await page.keyboard.press('Enter')
  await expect
    .poll(() => player.evaluate((audio: HTMLAudioElement) => audio.currentTime))
    .toBeLessThan(start - 0.5)
  const now = await player.evaluate((audio: HTMLAudioElement) => audio.currentTime)
  expect(now).toBeGreaterThanOrEqual(secondStart - 0.5)
  expect(now).toBeLessThan(secondStart + 5)
  await expect(page).toHaveURL(new RegExp(`${INSIDER}$`))
})

test('the downloads: the WebVTT file and the plain text', async ({ page, request }) => {
  await page.goto(INSIDER)
  const episode = newest(page)
  const vtt = await episode
    .getByRole('link', { name: /^Transcript \(WebVTT\)/ })
    .getAttribute('href')
  const text = await episode
    .getByRole('link', { name: /^Transcript \(text\)/ })
    .getAttribute('href')
  expect(vtt).toMatch(/^\/media\/demo\/podcasts\/.+\.transcript\.vtt$/)
  expect(text).toMatch(/^\/podcasts\/owls-insider\/31\/episodes\/\d+\/transcript\.txt$/)

  const file = await request.get(vtt ?? '')
  expect(file.status()).toBe(200)
  expect(file.headers()['content-type']).toMatch(/^text\/vtt/)
  expect(await file.text()).toMatch(/^WEBVTT/)

  const answer = await request.get(text ?? '')
  expect(answer.status()).toBe(200)
  expect(answer.headers()['content-type']).toBe('text/plain; charset=utf-8')
  expect(answer.headers()['content-disposition']).toMatch(
    /^inline; filename="owls-insider-episode-12-.*-transcript\.txt"$/,
  )
  const lines = (await answer.text()).trimEnd().split('\n')
  expect(lines[0]).toMatch(/^Episode 12:/)
  expect(lines[1]).toBe('Owls Insider')
  expect(lines[2]).toBe('')
  expect(lines.length).toBeGreaterThan(5)
  for (const line of lines.slice(3)) expect(line).toMatch(/^\[\d+:\d\d\] [^:<>]+: \S.*$/)
  // The same words as the page shows, in the same order.
  await episode.locator('summary').click()
  const shown = (await episode.locator('details p').allTextContents()).join(' ')
  const said = lines.slice(3).map((line) => line.replace(/^\[[^\]]+\] [^:]+: /, ''))
  expect(said.join(' ')).toBe(shown)
})

test('locked and blacked-out episodes have no transcript, and no text to download', async ({
  page,
  request,
}) => {
  await page.goto(INSIDER)
  for (const name of [/^Episode 10:/, /^Episode 8:/, /^Episode 5:/]) {
    const episode = page.getByRole('article', { name })
    await expect(episode).toBeVisible()
    await expect(episode.locator('details')).toHaveCount(0)
    await expect(episode.getByRole('link', { name: /Transcript/ })).toHaveCount(0)
  }
  // The episode's id, from its heading's (episode-{id}-title, episode-item.tsx).
  const headingId = await page
    .getByRole('article', { name: /^Episode 8:/ })
    .getByRole('heading', { level: 3 })
    .getAttribute('id')
  const id = /^episode-(\d+)-title$/.exec(headingId ?? '')?.[1]
  expect(id).toMatch(/^\d+$/)
  for (const path of [
    `${INSIDER}/episodes/${id}/transcript.txt`,
    `/podcasts/football-weekly/31/episodes/${id}/transcript.txt`,
    `${INSIDER}/episodes/99999/transcript.txt`,
    `${INSIDER}/episodes/x/transcript.txt`,
  ]) {
    const answer = await request.get(path)
    expect(answer.status(), path).toBe(404)
    expect(answer.headers()['content-type']).toBe('text/plain; charset=utf-8')
  }
})

test('the podcast feed carries each episode’s transcript (Podcasting 2.0)', async ({ request }) => {
  const feed = await request.get(
    `http://127.0.0.1:${PROVIDER_PORT}/api/v2/Podcasts/rss?categoryId=31`,
    { headers: { tenant: 'demo' } },
  )
  expect(feed.status()).toBe(200)
  const xml = await feed.text()
  expect(xml).toContain('xmlns:podcast="https://podcastindex.org/namespace/1.0"')
  const items = xml.match(/<item>.*?<\/item>/g) ?? []
  expect(items.length).toBeGreaterThan(0)
  for (const item of items) {
    expect(item).toMatch(
      /<podcast:transcript url="http:\/\/[^"]+\/media\/demo\/podcasts\/[^"]+\.transcript\.vtt" type="text\/vtt" language="en" rel="captions"\/>/,
    )
  }
})

for (const width of [390, 1366]) {
  test(`the episode with its transcript open has no axe violation at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await gotoHydrated(page, INSIDER)
    await page
      .locator('details')
      .first()
      .evaluate((details: HTMLDetailsElement) => {
        details.open = true
      })
    await expect(newest(page).getByRole('heading', { level: 4 }).first()).toBeVisible()
    await expectNoAxeViolations(page)
  })
}
