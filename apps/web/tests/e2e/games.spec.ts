import { expect, test } from './fixtures'
import { gotoHydrated } from './hydrated'
import { expectNotFound } from './answers'
import { expectNoAxeViolations } from './axe'

// Box scores and the game center (issue 8). The reference provider plays a men's basketball
// game live whenever it runs (decision record 016), under this id.
const LIVE_GAME = '/game-center/900000001'

test('a box score opens from the schedule with its line score and player tables', async ({
  page,
}) => {
  await page.goto('/sports/mens-basketball/schedule')
  await page
    .getByRole('link', { name: /^Box score\b/ })
    .first()
    .click()
  await expect(page).toHaveURL(
    /\/sports\/mens-basketball\/stats\/[\d-]+\/[a-z0-9-]+\/boxscore\/\d+$/,
  )
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Box score: .+ at .+$/)
  const line = page.getByRole('table', { name: 'Score by period' })
  await expect(line.getByRole('row')).toHaveCount(3)
  // One table per team, each with its totals.
  const players = page.getByRole('table', { name: /: Players$/ })
  await expect(players).toHaveCount(2)
  for (const table of await players.all()) {
    await expect(table.getByRole('row', { name: /^Totals/ })).toHaveCount(1)
  }
  // The team's total points equal its score in the line score.
  const total = await line.getByRole('row').nth(1).getByRole('cell').last().innerText()
  const points = await players
    .first()
    .getByRole('row', { name: /^Totals/ })
    .getByRole('cell')
    .last()
    .innerText()
  expect(points).toBe(total)
})

test('box score addresses: another opponent spelling is a 301, unknown games are 404s', async ({
  page,
  request,
}) => {
  await page.goto('/sports/mens-basketball/schedule')
  const href =
    (await page
      .getByRole('link', { name: /^Box score\b/ })
      .first()
      .getAttribute('href')) ?? ''
  const moved = await request.get(href.replace(/\/[a-z0-9-]+\/boxscore\//, '/someone/boxscore/'), {
    maxRedirects: 0,
  })
  expect(moved.status()).toBe(301)
  expect(moved.headers().location).toBe(href)
  await expectNotFound(request, [
    '/sports/mens-basketball/stats/2026-27/nobody/boxscore/999999',
    '/sports/mens-basketball/stats/2026-27/nobody/boxscore/12x',
    '/sports/mens-basketball/stats/not-a-season/nobody/boxscore/1',
    '/sports/no-such-sport/stats/2026/nobody/boxscore/1',
  ])
})

test('the game center updates the live score without a reload and says so politely', async ({
  page,
}) => {
  test.slow()
  await page.goto(LIVE_GAME)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Game center')
  const board = page.locator('.font-display.text-5xl')
  await expect(board).toHaveCount(2)
  const before = (await board.allInnerTexts()).join('-')
  await page.evaluate(() => {
    ;(window as unknown as { stayed: boolean }).stayed = true
  })
  // Scoring plays come at most 45 s of running clock apart; timeouts and halftime stop it.
  await expect
    .poll(async () => (await board.allInnerTexts()).join('-'), {
      timeout: 150_000,
      intervals: [1000],
    })
    .not.toBe(before)
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
  await expect(page.locator('[aria-live="polite"]')).toHaveText(/\d+, .+ \d+\./)
})

test('the game center\'s "Live updates" switch stops and restarts the live score, by keyboard', async ({
  page,
}) => {
  // The page counts its own live polls as it starts them, so a count read after the clock's
  // step holds every poll the step started. Its timers run on a fake clock: "three intervals
  // without a poll" is a step of the clock, not six seconds of waiting.
  await page.addInitScript(() => {
    const counted = window as unknown as { livePolls: number }
    counted.livePolls = 0
    const fetchOf = window.fetch.bind(window)
    window.fetch = (input, init) => {
      if (String(input instanceof Request ? input.url : input).endsWith('/live'))
        counted.livePolls++
      return fetchOf(input, init)
    }
  })
  const polls = () => page.evaluate(() => (window as unknown as { livePolls: number }).livePolls)
  await page.clock.install()
  await gotoHydrated(page, LIVE_GAME)
  const toggle = page.getByRole('switch', { name: 'Live updates' })
  await expect(toggle).toHaveAttribute('aria-checked', 'true')
  await page.clock.runFor(2_000)
  await expect.poll(polls).toBeGreaterThan(0)
  await toggle.focus()
  await page.keyboard.press('Space')
  await expect(toggle).toHaveAttribute('aria-checked', 'false')
  // Off: no poll for three intervals.
  const stoppedAt = await polls()
  await page.clock.runFor(3 * 2_000)
  expect(await polls()).toBe(stoppedAt)
  // On again: it polls at once.
  await page.keyboard.press('Enter')
  await expect(toggle).toHaveAttribute('aria-checked', 'true')
  await expect.poll(polls, { timeout: 1500 }).toBeGreaterThan(stoppedAt)
  await expectNoAxeViolations(page)
})

test('game center addresses: an unknown game is a 404, a malformed one too', async ({
  request,
}) => {
  expect((await request.get('/game-center/999999999')).status()).toBe(404)
  expect((await request.get('/game-center/abc')).status()).toBe(404)
  const live = await request.get(`${LIVE_GAME}/live`)
  expect(live.status()).toBe(200)
  expect(await live.json()).toMatchObject({
    hasStarted: expect.any(Boolean),
    home: { name: expect.any(String) },
  })
})

// Game strips are markup made on the server (decision 017). A full page load carries them once,
// in the document, not again in the hydration data; the browser keeps them through hydration
// and gets them with the data of a client-side navigation (render/server-markup.server.ts).
test('server-made game strips travel once and survive hydration and navigation', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  const html = await (await page.request.get('/')).text()
  const hydration = html.slice(html.indexOf('window.__reactRouterContext'))
  expect(html).toContain('aria-label="Latest results"')
  expect(hydration).not.toContain('Latest results')

  await gotoHydrated(page, '/')
  const results = page.getByRole('list', { name: 'Latest results' })
  await page.waitForTimeout(500)
  expect(await results.getByRole('listitem').count()).toBeGreaterThan(0)

  await page.locator('main').getByRole('link', { name: 'Football', exact: true }).first().click()
  await expect(page).toHaveURL(/\/sports\/football$/)
  await expect(
    page.getByRole('list', { name: 'Latest results' }).getByRole('listitem').first(),
  ).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
  expect(await results.getByRole('listitem').count()).toBeGreaterThan(0)
  expect(errors).toEqual([])
})
