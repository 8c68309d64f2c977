import { WEB_PORT } from '../../playwright.config'

import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'
import { gotoHydrated } from './hydrated'
import { rawGet } from './raw-http'
import { expectMoves, expectNotFound } from './answers'

// The demo tenant's podcasts (apps/provider/src/seed/media/podcasts.ts): Owls Insider (id 31,
// general) and Football Weekly (id 32), twelve episodes each, newest first; on each, the third
// needs a sign-in, the fifth is premium and locked, the sixth premium and unlocked, the eighth
// blacked out; every other one free, about half a minute of spoken MP3.
const INSIDER = '/podcasts/owls-insider/31'
const NEWEST_AUDIO = '/media/demo/podcasts/owls-insider-episode-12.mp3'

test('the podcast list shows each podcast with its newest episodes, by sport', async ({ page }) => {
  await gotoHydrated(page, '/podcasts')
  await expect(page.getByRole('heading', { level: 1, name: 'Podcasts' })).toBeVisible()
  const insider = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { level: 2, name: 'Owls Insider' }),
  })
  await expect(insider.getByRole('heading', { level: 3, name: 'Newest episodes' })).toBeVisible()
  await expect(insider.getByRole('link', { name: /^Episode 12:/ })).toHaveAttribute(
    'href',
    `${INSIDER}#episode-3112`,
  )
  await expect(page.getByRole('heading', { level: 2, name: 'Football Weekly' })).toBeVisible()

  const filters = page.getByRole('form', { name: 'Filter podcasts' })
  await filters.getByRole('combobox', { name: 'Sport' }).selectOption({ label: 'Football' })
  await filters.getByRole('button', { name: 'Show podcasts' }).click()
  await expect(page).toHaveURL(/\/podcasts\?sport=football$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Football podcasts' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Football Weekly',
  ])

  await page.getByRole('link', { name: 'Football Weekly', exact: true }).click()
  await expect(page).toHaveURL(/\/podcasts\/football-weekly\/32$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Football Weekly' })).toBeVisible()
})

test('the list filter and every link work without JavaScript', async ({ browser, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`http://127.0.0.1:${WEB_PORT}/podcasts`)
  const filters = page.getByRole('form', { name: 'Filter podcasts' })
  await filters.getByRole('combobox', { name: 'Sport' }).selectOption({ label: 'General' })
  await filters.getByRole('button', { name: 'Show podcasts' }).click()
  await expect(page).toHaveURL(/\/podcasts\?sport=general$/)
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Owls Insider',
  ])
  await filters.getByRole('combobox', { name: 'Sport' }).selectOption({ label: 'All sports' })
  await filters.getByRole('button', { name: 'Show podcasts' }).click()
  await expect(page).toHaveURL(/\/podcasts$/)
  const links = await page
    .locator('main a[href^="/podcasts/"]')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))
  expect(links.length).toBeGreaterThan(4)
  for (const link of new Set(links.map((href) => href.split('#')[0] ?? ''))) {
    expect((await request.get(link)).status(), link).toBe(200)
  }
  await page.goto(`http://127.0.0.1:${WEB_PORT}${INSIDER}`)
  await expect(page.getByLabel(/^Play Episode 12:/)).toHaveAttribute('src', NEWEST_AUDIO)
  await context.close()
})

test('a podcast page lists its episodes with their access, players and pages', async ({
  page,
  request,
}) => {
  await gotoHydrated(page, INSIDER)
  await expect(page).toHaveTitle(/^Owls Insider podcast \| /)
  await expect(page.getByRole('heading', { level: 1, name: 'Owls Insider' })).toBeVisible()
  const episodes = page.getByRole('region', { name: 'Episodes' })
  const newest = episodes.getByRole('article', { name: /^Episode 12:/ })
  await expect(newest.getByText('Access: Free', { exact: true })).toBeVisible()
  await expect(newest.getByText('This week on Owls Insider')).toBeVisible()
  const player = newest.getByLabel(/^Play Episode 12:/)
  await expect(player).toHaveAttribute('preload', 'none')
  await expect(player).toHaveAttribute('controls', '')
  const download = newest.getByRole('link', { name: /^Download Episode 12:/ })
  await expect(download).toHaveAttribute('href', NEWEST_AUDIO)
  await expect(download).toContainText('(MP3, 54 KB)')
  expect((await request.get(NEWEST_AUDIO)).status()).toBe(200)

  // The unlocked premium episode plays; every episode on the page has a player or a reason.
  const unlocked = episodes.getByRole('article', { name: /^Episode 7:/ })
  await expect(unlocked.getByText('Access: Premium, free to play', { exact: true })).toBeVisible()
  await expect(unlocked.locator('audio')).toHaveCount(1)
  const articles = episodes.getByRole('article')
  await expect(articles).toHaveCount(10)
  await expect(episodes.locator('audio')).toHaveCount(7)

  const structured = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
  ) as { '@type'?: string; hasPart?: { '@type': string; associatedMedia?: object }[] }
  expect(structured['@type']).toBe('PodcastSeries')
  expect(structured.hasPart).toHaveLength(10)
  expect(structured.hasPart?.[0]).toMatchObject({
    '@type': 'PodcastEpisode',
    associatedMedia: { '@type': 'AudioObject' },
  })

  const pages = page.getByRole('navigation', { name: 'Episode pages' })
  await pages.getByRole('link', { name: 'Page 2' }).click()
  await expect(page).toHaveURL(new RegExp(`${INSIDER}\\?page=2$`))
  await expect(page.getByRole('heading', { level: 2, name: 'Episodes, page 2 of 2' })).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(2)
})

test('play a podcast episode', async ({ page }) => {
  await gotoHydrated(page, INSIDER)
  const player = page.getByLabel(/^Play Episode 12:/)
  await player.focus()
  await expect(player).toBeFocused()
  await page.keyboard.press('Space')
  await expect
    .poll(() =>
      player.evaluate((audio: HTMLAudioElement) => !audio.paused && audio.currentTime > 0),
    )
    .toBe(true)
  expect(await player.evaluate((audio: HTMLAudioElement) => audio.paused)).toBe(false)
})

test('a blacked-out episode shows its message and no player', async ({ page }) => {
  await page.goto(INSIDER)
  const episode = page.getByRole('article', { name: /^Episode 5:/ })
  await expect(episode.getByText('Access: Blacked out', { exact: true })).toBeVisible()
  await expect(
    episode.getByText(/live game audio held by the conference media partner/),
  ).toBeVisible()
  await expect(episode.locator('audio')).toHaveCount(0)
  await expect(episode.getByRole('link', { name: /Download/ })).toHaveCount(0)
})

test('a locked episode shows why and has no player', async ({ page }) => {
  await page.goto(INSIDER)
  const signIn = page.getByRole('article', { name: /^Episode 10:/ })
  await expect(signIn.getByText('Access: Sign-in required', { exact: true })).toBeVisible()
  await expect(signIn.getByText(/for signed-in members/)).toBeVisible()
  await expect(signIn.locator('audio')).toHaveCount(0)
  const premium = page.getByRole('article', { name: /^Episode 8:/ })
  await expect(premium.getByText('Access: Premium', { exact: true })).toBeVisible()
  await expect(premium.getByText(/premium pass/)).toBeVisible()
  await expect(premium.locator('audio')).toHaveCount(0)
})

test('podcast addresses: one spelling each, unknown ones a 404', async ({ request }) => {
  const moves: [string, string][] = [
    ['/podcasts/wrong-slug/31', INSIDER],
    ['/podcasts/Owls-Insider/31', INSIDER],
    [`${INSIDER}?page=1`, INSIDER],
    ['/podcasts?sport=', '/podcasts'],
  ]
  await expectMoves(request, moves)
  await expectNotFound(request, [
    '/podcasts/owls-insider/999',
    '/podcasts/owls-insider/031',
    '/podcasts/owls-insider/abc',
    `${INSIDER}?page=0`,
    `${INSIDER}?page=3`,
    '/podcasts?sport=no-such-sport',
  ])
})

test('the /media file answers a Range request with 206 and a traversal with 404', async ({
  request,
}) => {
  const part = await request.get(NEWEST_AUDIO, { headers: { range: 'bytes=0-3' } })
  expect(part.status()).toBe(206)
  expect(part.headers()['content-range']).toMatch(/^bytes 0-3\/\d+$/)
  expect(part.headers()['content-type']).toBe('audio/mpeg')
  // An MPEG audio frame's sync bits.
  const head = await part.body()
  expect([head[0], (head[1] ?? 0) >>> 5]).toEqual([0xff, 0b111])
  for (const path of [
    '/media/demo/../../api/v2/Sports',
    '/media/demo/podcasts/%2e%2e/%2e%2e/health',
    '/media/demo/podcasts%2Fowls-insider-episode-12.mp3',
  ]) {
    const answer = await rawGet(path)
    expect(answer.status, path).toBe(404)
    expect(answer.body, path).toBe('Not found')
  }
})

for (const width of [390, 1366]) {
  test(`podcasts have no axe violations at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    for (const path of ['/podcasts', INSIDER]) {
      await gotoHydrated(page, path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      await expectNoAxeViolations(page)
    }
  })
}
