import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'
import { gotoHydrated } from './hydrated'
import { getDemoData } from './provider-data'

// Stadium mode (issue 34): the open game center when the phone loses its network and gets it
// back, under Chromium's network emulation. The reference provider plays a men's basketball game
// live under this id (decision record 016); the clock moves it, so its score is whatever it is.
const LIVE_GAME = '/game-center/900000001'
// As a phone has it: with stadium mode's service worker (which never answers the live poll).
test.use({ serviceWorkers: 'allow' })
const OFFLINE = "You're offline: showing the last score."

test('offline, the game center keeps its last score and time and polls nothing; back online it polls at once and says the score', async ({
  page,
  context,
  request,
}) => {
  const zone = (
    await getDemoData<{ siteSettings: { timeZone: string } }>(request, '/common/settings')
  ).siteSettings.timeZone
  const polls: number[] = []
  page.on('request', (asked) => {
    if (new URL(asked.url()).pathname === `${LIVE_GAME}/live`) polls.push(Date.now())
  })
  const noise: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') noise.push(message.text())
  })
  page.on('requestfailed', (failed) => noise.push(`${failed.url()} ${failed.failure()?.errorText}`))

  // The visible notice; the live region says the same words (checked apart).
  const notice = page.getByRole('strong').filter({ hasText: OFFLINE })
  // The page's timers run on Playwright's clock (flowing as real time does), so "three
  // intervals offline" is a step of the clock, not seconds of waiting.
  await page.clock.install()
  await gotoHydrated(page, LIVE_GAME)
  const board = page.locator('.font-display.text-5xl')
  await expect(board).toHaveCount(2)
  // A first poll has answered: its time is the page's "Last update" from then on.
  await page.waitForResponse((answer) => answer.url().endsWith(`${LIVE_GAME}/live`))
  const update = page.getByText(/^Last update \d{1,2}:\d{2} [AP]M$/)
  await expect(update).toBeVisible()
  await expect(notice).toHaveCount(0)

  await context.setOffline(true)
  await expect(notice).toBeVisible()
  const score = (await board.allInnerTexts()).join('-')
  const shownAt = await update.locator('time').getAttribute('datetime')
  const polledOffline = polls.length
  // The time shown is the last good poll's, in the department's zone ("7:42 PM").
  const when = new Date(shownAt ?? '')
  expect(Math.abs(when.getTime() - Date.now())).toBeLessThan(60_000)
  await expect(update.locator('time')).toHaveText(
    new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' })
      .format(when)
      .replace(/\s/g, ' '),
  )
  await expect(page.locator('[aria-live="polite"]')).toHaveText(OFFLINE)
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoAxeViolations(page)
  }
  // Three poll intervals and more offline: no request, the score and its time as they were.
  await page.clock.runFor(3 * 2000 + 1000)
  expect(polls.length).toBe(polledOffline)
  expect((await board.allInnerTexts()).join('-')).toBe(score)
  expect(await update.locator('time').getAttribute('datetime')).toBe(shownAt)
  expect(noise, 'errors or failed requests while offline').toEqual([])

  const back = Date.now()
  await context.setOffline(false)
  // At once, not at the next interval nor after a grown backoff.
  await expect.poll(() => polls.length, { timeout: 1500 }).toBeGreaterThan(polledOffline)
  expect((polls[polledOffline] ?? Infinity) - back).toBeLessThan(1500)
  await expect(notice).toHaveCount(0)
  await expect(page.locator('[aria-live="polite"]')).toHaveText(
    /^Back online\. .+ \d+, .+ \d+\. .+/,
  )
  // The fresh poll's time replaces the old one.
  await expect.poll(() => update.locator('time').getAttribute('datetime')).not.toBe(shownAt)
  // Then the normal cadence again.
  const polledBack = polls.length
  await expect.poll(() => polls.length, { timeout: 3000 }).toBeGreaterThan(polledBack)
})

test('the game center without JavaScript still shows its score and when it was known', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const response = await page.goto(LIVE_GAME)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Game center')
  await expect(page.getByText(/^Last update \d{1,2}:\d{2} [AP]M$/)).toBeVisible()
  await expect(page.getByText(OFFLINE)).toHaveCount(0)
  await context.close()
})
