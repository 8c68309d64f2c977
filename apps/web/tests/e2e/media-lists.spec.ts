import { WEB_PORT } from '../../playwright.config'

import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'
import { gotoHydrated } from './hydrated'
import { expectSiteLinksAnswer, gotoSweptPage } from './steps'
import { expectMoves, expectNotFound } from './answers'

// On this day, clippings and coverage, moments (issue 19): statuses, content, the filters
// without JavaScript, and no link on these pages that answers a 404.

test('on this day: a day with stories and a milestone, grouped by year, newest first', async ({
  page,
}) => {
  // 3 September: the seed's milestone (its link, /honors, the hall of fame, checked below with
  // every other link) and stories of several years.
  const response = await gotoHydrated(page, '/on-this-day?day=3&month=9')
  expect(response?.status()).toBe(200)
  await expect(
    page.getByRole('heading', { level: 1, name: 'On This Day: September 3' }),
  ).toBeVisible()
  const years = await page.getByRole('heading', { level: 2 }).allTextContents()
  expect(years.length).toBeGreaterThan(1)
  const numbers = years.map(Number)
  expect(numbers).toEqual([...numbers].sort((a, b) => b - a))
  await expect(page.getByText('Milestone ·').first()).toBeVisible()
  const story = page.locator('main a[href^="/news/2025/9/3/"]').first()
  await expect(story).toBeVisible()
  await expectSiteLinksAnswer(page)
  // A story opens its page in the browser.
  await story.click()
  await expect(page).toHaveURL(/\/news\/2025\/9\/3\//)
})

test('on this day: other days by link and by the form, without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`http://127.0.0.1:${WEB_PORT}/on-this-day?day=1&month=3`)
  const days = page.getByRole('navigation', { name: 'Other days' })
  await days.getByRole('link', { name: /February 29/ }).click()
  await expect(page).toHaveURL(/\/on-this-day\?day=29&month=2$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('On This Day: February 29')
  const form = page.getByRole('form', { name: 'Choose a day' })
  await form.getByRole('combobox', { name: 'Month' }).selectOption({ label: 'January' })
  await form.getByRole('combobox', { name: 'Day' }).selectOption('1')
  await form.getByRole('button', { name: 'Show this day' }).click()
  await expect(page).toHaveURL(/\/on-this-day\?month=1&day=1$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('On This Day: January 1')
  await expect(page.locator('main a[href^="/news/2026/1/1/"]').first()).toBeVisible()
  // Today's page is the default.
  await page.getByRole('link', { name: 'Today' }).click()
  await expect(page).toHaveURL(/\/on-this-day$/)
  await expect(page.getByText('Today in history')).toBeVisible()
  await context.close()
})

test('on this day: an empty day says so and links its neighbours', async ({ page }) => {
  // 31 December: the seed's history has no entry after the 28th, and no story runs that day.
  await gotoHydrated(page, '/on-this-day?day=31&month=12')
  await expect(
    page.getByRole('heading', { name: 'Nothing on record for December 31' }),
  ).toBeVisible()
  const empty = page.getByRole('region', { name: 'Nothing on record for December 31' })
  await expect(empty.getByRole('link', { name: 'December 30' })).toHaveAttribute(
    'href',
    '/on-this-day?day=30&month=12',
  )
  await expect(empty.getByRole('link', { name: 'January 1' })).toHaveAttribute(
    'href',
    '/on-this-day?day=1&month=1',
  )
})

test('on this day: addresses, /otd, impossible days', async ({ request }) => {
  await expectMoves(request, [
    ['/otd', '/on-this-day'],
    ['/otd?month=9&day=3', '/on-this-day?month=9&day=3'],
    ['/on-this-day?month=09&day=03', '/on-this-day?day=3&month=9'],
  ])
  await expectNotFound(request, [
    '/on-this-day?month=2&day=30',
    '/on-this-day?month=13&day=1',
    '/on-this-day?month=4&day=31',
    '/on-this-day?month=9',
    '/on-this-day?day=x&month=1',
    '/on-this-day?day=0&month=1',
  ])
  expect((await request.get('/on-this-day')).status()).toBe(200)
  expect((await request.get('/on-this-day?day=29&month=2')).status()).toBe(200)
})

test('clippings: outlets, external headlines, filters and pages without JavaScript', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const response = await page.goto(`http://127.0.0.1:${WEB_PORT}/clippings`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'In the News' })).toBeVisible()
  const results = page.getByRole('region', { name: /clippings?$/ })
  const first = results.getByRole('heading', { level: 3 }).first().getByRole('link')
  await expect(first).toHaveAttribute('href', /^https:\/\//)
  await expect(first).toHaveAttribute('rel', /noopener/)
  await expect(first).toContainText('(external')
  const form = page.getByRole('form', { name: 'Filter clippings' })
  await form.getByRole('combobox', { name: 'Sport' }).selectOption({ label: 'Football' })
  await form.getByRole('button', { name: 'Show clippings' }).click()
  // The form sends an empty season too; the page moves to the list's one address.
  await expect(page).toHaveURL(/\/clippings\?sport=football$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Football In the News' })).toBeVisible()
  const sports = await page.locator('main li p.order-first').allTextContents()
  expect(sports.length).toBeGreaterThan(0)
  for (const text of sports) expect(text).toContain('Football')

  await page.goto(`http://127.0.0.1:${WEB_PORT}/clippings`)
  await page
    .getByRole('navigation', { name: 'Pages of clippings' })
    .getByRole('link', { name: /Next/ })
    .click()
  await expect(page).toHaveURL(/\/clippings\?page=2$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('In the News')
  await context.close()
})

test('coverage lists broadcasts; clip addresses have one spelling, bad input a 404', async ({
  request,
  page,
}) => {
  const response = await gotoHydrated(page, '/coverage')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Media Coverage' })).toBeVisible()
  await expect(
    page
      .getByRole('region', { name: /coverage items?$/ })
      .getByRole('listitem')
      .first(),
  ).toBeVisible()
  await expectSiteLinksAnswer(page)

  await expectMoves(request, [
    ['/clippings?page=1', '/clippings'],
    ['/clippings?season=&sport=', '/clippings'],
    ['/clippings?season=2026', '/clippings?season=2026-27'],
    ['/coverage?sport=FOOTBALL', '/coverage?sport=football'],
  ])
  await expectNotFound(request, [
    '/clippings?sport=no-such-sport',
    '/clippings?season=1901-02',
    '/clippings?season=banana',
    '/coverage?page=999',
    '/coverage?page=0',
  ])
  expect((await request.get('/clippings?season=2025-26')).status()).toBe(200)
})

test('moments: every sport and one sport, pictures, video links, unknown sport 404', async ({
  page,
  request,
}) => {
  const response = await gotoHydrated(page, '/moments')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Moments' })).toBeVisible()
  const cards = page.locator('main ul.grid > li')
  expect(await cards.count()).toBeGreaterThan(3)
  await expect(cards.first().locator('img')).toBeVisible()
  // A moment's video is an episode of a series: it links the series' page.
  await expect(page.getByRole('link', { name: /Watch the video/ }).first()).toHaveAttribute(
    'href',
    /^\/series\/[\w-]+$/,
  )
  await expectSiteLinksAnswer(page)

  await gotoHydrated(page, '/sports/football/moments')
  await expect(page.getByRole('heading', { level: 1, name: 'Football Moments' })).toBeVisible()
  await expect(
    page.locator('main').getByRole('link', { name: 'Football', exact: true }),
  ).toHaveAttribute('href', '/sports/football')
  await expect(page.getByRole('heading', { level: 2, name: 'The goal-line stand' })).toBeVisible()
  await page.getByRole('link', { name: 'Moments from every sport' }).click()
  await expect(page).toHaveURL(/\/moments$/)

  expect((await request.get('/sports/no-such-sport/moments')).status()).toBe(404)
  expect((await request.get('/moments?page=99')).status()).toBe(404)
  await expectMoves(request, [['/moments?page=1', '/moments']])
})

for (const width of [390, 1366]) {
  test(`media lists have no axe violations at ${width} px`, async ({ page }) => {
    // Several pages, each read by axe: more than one page's time on a busy machine.
    test.slow()
    await page.setViewportSize({ width, height: 900 })
    for (const path of [
      '/on-this-day?day=3&month=9',
      '/on-this-day?day=31&month=12',
      '/clippings',
      '/coverage?sport=football',
      '/moments',
      '/sports/football/moments',
    ]) {
      await gotoSweptPage(page, path)
      await expect(page.locator('script[type="application/ld+json"]').first(), path).toBeAttached()
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow, path).toBeLessThanOrEqual(0)
      await expectNoAxeViolations(page)
    }
  })
}
