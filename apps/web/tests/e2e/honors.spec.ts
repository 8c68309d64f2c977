import type { APIRequestContext } from '@playwright/test'

import { WEB_PORT } from '../../playwright.config'

import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'
import { gotoHydrated } from './hydrated'
import { getDemoData } from './provider-data'
import { expectSiteLinksAnswer } from './steps'

// Honors (issue 20): awards, all-Americans and the hall of fame. Lists, filters without
// JavaScript, groupings, bios, canonical redirects, 404s, links that answer, and axe.

async function statusOf(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 })
  return { status: response.status(), location: response.headers()['location'] ?? null }
}

/** The demo hall's first inductee, straight from the reference provider. */
async function getDemoInductee(request: APIRequestContext) {
  const body = await getDemoData<{
    members: { id: number; firstName: string; lastName: string; isTeam: boolean }[]
  }>(request, '/HallOfFame')
  const person = body.members.find((member) => !member.isTeam && member.firstName !== '')
  if (!person) throw new Error('the demo hall of fame has no inductee')
  const slug = `${person.firstName} ${person.lastName}`.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  return { ...person, path: `/honors/hall-of-fame/${slug}/${person.id}` }
}

test('awards: a paged list, an award with its roster bio, every link answers', async ({ page }) => {
  test.setTimeout(120_000)
  const response = await gotoHydrated(page, '/awards')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Awards' })).toBeVisible()
  const cards = page.locator('main li a[href^="/awards/"]')
  await expect(cards).toHaveCount(24)
  await expectSiteLinksAnswer(page)
  const pages = page.getByRole('navigation', { name: 'Award pages' })
  await pages.getByRole('link', { name: 'Next page' }).click()
  await expect(page).toHaveURL(/\/awards\?page=2$/)
  await expect(page).toHaveTitle(/Awards, page 2/)
  await gotoHydrated(page, (await cards.first().getAttribute('href')) ?? '')
  await expect(page).toHaveURL(/\/awards\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: /roster bio$/ })).toBeVisible()
  await expectSiteLinksAnswer(page)
  const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent()
  expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({
    '@type': 'ProfilePage',
    mainEntity: { '@type': 'Person' },
  })
})

test('awards: the filters work without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`http://127.0.0.1:${WEB_PORT}/awards`)
  const form = page.getByRole('search', { name: 'Filter awards' })
  await form.getByRole('combobox', { name: 'Award' }).selectOption({
    label: 'Conference Player of the Year',
  })
  await form.getByRole('combobox', { name: 'Sport' }).selectOption({ label: 'Baseball' })
  await form.getByRole('button', { name: 'Show awards' }).click()
  await expect(page).toHaveURL(/\/awards\?type=1&sport=baseball$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Baseball Conference Player of the Year',
  )
  const awards = page.locator('main li')
  expect(await awards.count()).toBeGreaterThan(0)
  for (const text of await awards.allTextContents()) expect(text).toContain('Baseball')
  // Back to every sport: the empty menu value leaves the address.
  await form.getByRole('combobox', { name: 'Sport' }).selectOption({ label: 'All sports' })
  await form.getByRole('button', { name: 'Show awards' }).click()
  await expect(page).toHaveURL(/\/awards\?type=1$/)
  await context.close()
})

test('all-Americans: grouped by year, by sport and A-Z; a bio', async ({ page }) => {
  test.setTimeout(120_000)
  expect((await gotoHydrated(page, '/all-americans'))?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'All-Americans' })).toBeVisible()
  const main = page.locator('main')
  const years = (await main.getByRole('heading', { level: 2 }).allTextContents()).map(Number)
  expect(years.length).toBeGreaterThan(10)
  expect(years).toEqual([...years].sort((a, b) => b - a))
  const groupings = page.getByRole('navigation', { name: 'Group all-Americans by' })
  await groupings.getByRole('link', { name: 'Sport' }).click()
  await expect(page).toHaveURL(/\/all-americans\?grouping=sport$/)
  await expect(main.getByRole('heading', { level: 2, name: 'Baseball' })).toBeVisible()
  await groupings.getByRole('link', { name: 'Alphabetical' }).click()
  await expect(page).toHaveURL(/grouping=alphabetical$/)
  await expectSiteLinksAnswer(page)
  const member = page.locator('main a[href^="/all-americans/"]').first()
  await gotoHydrated(page, (await member.getAttribute('href')) ?? '')
  await expect(page).toHaveURL(/\/all-americans\/\d+$/)
  await expect(
    page
      .getByRole('main')
      .getByText(/All-American/)
      .first(),
  ).toBeVisible()
  await expectSiteLinksAnswer(page)
})

test('hall of fame: classes of plaques, the groupings, an inductee', async ({ page, request }) => {
  test.setTimeout(120_000)
  expect((await gotoHydrated(page, '/honors'))?.status()).toBe(200)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Athletics Hall of Fame' }),
  ).toBeVisible()
  await expect(
    page.locator('main').getByRole('heading', { level: 2, name: /^Class of 2025/ }),
  ).toBeVisible()
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/honors$/)
  await expectSiteLinksAnswer(page)
  const groupings = page.getByRole('navigation', { name: 'Browse the Hall of Fame by' })
  for (const [name, slug] of [
    ['Sport', 'sport'],
    ['Graduating Class', 'class-year'],
    ['Alphabetical', 'alphabetical'],
  ] as const) {
    await groupings.getByRole('link', { name }).click()
    await expect(page).toHaveURL(new RegExp(`/honors/hall-of-fame/${slug}$`))
    await expect(groupings.getByRole('link', { name })).toHaveAttribute('aria-current', 'page')
  }
  expect((await request.get('/honors/hall-of-fame')).status()).toBe(200)
  const inductee = await getDemoInductee(request)
  await page.goto(inductee.path)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `${inductee.firstName} ${inductee.lastName}`,
  )
  await expect(page.getByRole('link', { name: 'Athletics Hall of Fame' }).first()).toBeVisible()
  await expectSiteLinksAnswer(page)
})

test('honors: statuses, canonical redirects and 404s', async ({ request }) => {
  const inductee = await getDemoInductee(request)
  const wrongName = inductee.path.replace(/\/[^/]+\/(\d+)$/, '/someone-else/$1')
  expect(await statusOf(request, wrongName)).toEqual({ status: 301, location: inductee.path })
  expect(await statusOf(request, '/awards?page=1')).toEqual({ status: 301, location: '/awards' })
  expect(await statusOf(request, '/all-americans?grouping=year')).toEqual({
    status: 301,
    location: '/all-americans',
  })
  expect(await statusOf(request, '/honors/Hall-Of-Fame/sport')).toEqual({
    status: 301,
    location: '/honors/hall-of-fame/sport',
  })
  for (const path of [
    '/awards/999999',
    '/awards/abc',
    '/awards?type=999',
    '/awards?sport=curling',
    '/awards?page=999',
    '/all-americans/999999',
    '/all-americans?grouping=height',
    '/honors/walk-of-fame',
    '/honors/hall-of-fame/height',
    '/honors/hall-of-fame/nobody/999999',
  ]) {
    expect((await statusOf(request, path)).status, path).toBe(404)
  }
})

test('on this day: the hall of fame milestone now links /honors', async ({ page }) => {
  await page.goto('/on-this-day?day=3&month=9')
  await expect(page.locator('main a[href="/honors"]').first()).toBeVisible()
})

for (const width of [390, 1366]) {
  test(`honors pages have no axe violations at ${width} px`, async ({ page, request }) => {
    test.setTimeout(90_000)
    await page.setViewportSize({ width, height: 900 })
    const inductee = await getDemoInductee(request)
    await gotoHydrated(page, '/awards')
    const award = await page.locator('main a[href^="/awards/"]').first().getAttribute('href')
    await gotoHydrated(page, '/all-americans')
    const member = await page
      .locator('main a[href^="/all-americans/"]')
      .first()
      .getAttribute('href')
    for (const path of ['/awards', award, '/all-americans', member, '/honors', inductee.path]) {
      if (!path) throw new Error('no link found')
      await gotoHydrated(page, path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      await expectNoAxeViolations(page)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow, `${path} overflows`).toBeLessThanOrEqual(0)
    }
  })
}
