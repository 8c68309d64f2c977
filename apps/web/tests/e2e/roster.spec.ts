import type { Page } from '@playwright/test'

import { getAcademicYearRank } from '@fieldhouse/domain/academic-year'

import { DOWN_WEB_PORT, WEB_PORT } from '../../playwright.config'

import { expect, test } from './fixtures'
import { expectNoAxeViolations } from './axe'
import { gotoHydrated } from './hydrated'
import { getDemoData } from './provider-data'
import { expectSiteLinksAnswer, showOldestSeason } from './steps'
import { expectNotFound, expectUnavailableWhileDown } from './answers'

// The demo tenant has three seasons of every sport's roster; football has over a hundred
// players. Journeys of issue 7: sorting by keyboard, switching seasons, the print roster.

async function firstColumnOf(page: Page, header: string) {
  const table = page.getByRole('table')
  const headers = await table.getByRole('columnheader').allInnerTexts()
  const index = headers.findIndex((text) => text.startsWith(header))
  return table
    .locator('tbody tr')
    .evaluateAll(
      (rows, column) => rows.slice(0, 8).map((row) => row.children[column]?.textContent ?? ''),
      index,
    )
}

test('the roster lists the current season as cards with coaches and a season selector', async ({
  page,
}) => {
  const response = await page.goto('/sports/football/roster')
  expect(response?.status()).toBe(200)
  const title = page.getByRole('heading', { level: 1 })
  await expect(title).toHaveText(/\d{4} Football Roster/i)
  const cards = page.getByRole('list', { name: /Football Roster/i }).getByRole('listitem')
  expect(await cards.count()).toBeGreaterThan(100)
  await expect(page.getByLabel('Season')).toBeVisible()
  const structured = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
  ) as { '@type'?: string; athlete?: unknown[] }
  expect(structured['@type']).toBe('SportsTeam')
  expect(structured.athlete?.length).toBeGreaterThan(100)
})

test('the roster table sorts by class and by height with the keyboard', async ({ page }) => {
  await page.goto('/sports/football/roster?view=table')
  const classHeader = page.getByRole('link', { name: /^Cl\.\W+Class\W+sort ascending/ })
  await classHeader.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/sort=class/)
  await expect(page.getByRole('columnheader', { name: /Cl\./ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  )
  const ranks = (await firstColumnOf(page, 'Cl.')).map(
    (value) => getAcademicYearRank(value) ?? Number.POSITIVE_INFINITY,
  )
  expect(ranks).toEqual([...ranks].sort((a, b) => a - b))

  const heightHeader = page.getByRole('link', { name: /^Ht\.\W+Height\W+sort descending/ })
  await heightHeader.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/sort=height/)
  await expect(page.getByRole('columnheader', { name: /Ht\./ })).toHaveAttribute(
    'aria-sort',
    'descending',
  )
  const toInches = (text: string) => {
    const match = /(\d+)-(\d+)/.exec(text)
    return match ? Number(match[1]) * 12 + Number(match[2]) : 0
  }
  const heights = (await firstColumnOf(page, 'Ht.')).map(toInches)
  expect(heights).toEqual([...heights].sort((a, b) => b - a))
})

test('sorting works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`http://127.0.0.1:${WEB_PORT}/sports/football/roster?view=table`)
  await page.getByRole('link', { name: /^Wt\.\W+Weight\W+sort descending/ }).click()
  await expect(page).toHaveURL(/sort=weight/)
  await expect(page.getByRole('columnheader', { name: /Wt\./ })).toHaveAttribute(
    'aria-sort',
    'descending',
  )
  await context.close()
})

test('switching seasons shows that season, with and without JavaScript', async ({
  page,
  browser,
}) => {
  await page.goto('/sports/football/roster')
  const older = await showOldestSeason(page, '/sports/football/roster', 3)

  const context = await browser.newContext({ javaScriptEnabled: false })
  const noScript = await context.newPage()
  await noScript.goto(`http://127.0.0.1:${WEB_PORT}/sports/football/roster`)
  await noScript.getByLabel('Season').selectOption({ label: older })
  await noScript.getByRole('button', { name: 'Show' }).click()
  await expect(noScript).toHaveURL(new RegExp(`/sports/football/roster/${older}$`))
  await context.close()
})

test('a player card opens the bio page, with facts, seasons and Person data', async ({ page }) => {
  await page.goto('/sports/mens-basketball/roster')
  const link = page
    .getByRole('list', { name: /Roster/ })
    .getByRole('link')
    .first()
  const name = (await link.textContent()) ?? ''
  const href = await link.getAttribute('href')
  expect(href).toMatch(/^\/sports\/mens-basketball\/roster\/[a-z0-9-]+\/\d+$/)
  await link.click()
  await expect(page).toHaveURL(new RegExp(`${href}$`))
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name)
  await expect(page.getByRole('term').first()).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Seasons' })).toBeVisible()
  // Basketball keeps statistics: the career line and the season game by game.
  await expect(page.getByRole('heading', { level: 2, name: 'Statistics' })).toBeVisible()
  await expect(page.getByRole('table', { name: /^Career: Basketball/ })).toBeVisible()
  const structured = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
  ) as { '@type'?: string; name?: string }
  expect(structured).toMatchObject({ '@type': 'Person', name })
})

test('a bio lists the awards and all-American selections that name the player, each a page', async ({
  page,
  request,
}) => {
  type Named = { id: number; playerId: number | null; rosterPlayerId: number | null }
  const awards = await getDemoData<{ items: Named[] }>(request, '/Awards?sportId=13&$pageSize=100')
  const { members } = await getDemoData<{ members: Named[] }>(request, '/AllAmerican?sportId=13')
  const roster = await getDemoData<{ players: { rosterPlayerId: number; playerId: number }[] }>(
    request,
    '/Rosters/bySport/baseball',
  )
  // A rostered all-American, and a rostered player an award names (issue 33 §1): each bio links
  // its honors' pages.
  const allAmerican = members.find((member) => member.rosterPlayerId)
  if (!allAmerican) throw new Error('the demo seed has no rostered all-American in baseball')
  const awarded = roster.players.find((player) =>
    awards.items.some(
      (award) =>
        award.playerId === player.playerId || award.rosterPlayerId === player.rosterPlayerId,
    ),
  )
  if (!awarded) throw new Error('the demo seed has no rostered baseball player with an award')
  const honors = page.getByRole('region', { name: 'Honors' })

  await page.goto(`/sports/baseball/roster/player/${awarded.rosterPlayerId}`)
  const own = awards.items.filter(
    (award) =>
      award.playerId === awarded.playerId || award.rosterPlayerId === awarded.rosterPlayerId,
  )
  for (const award of own) {
    await expect(honors.locator(`a[href="/awards/${award.id}"]`)).toHaveCount(1)
  }
  await expectSiteLinksAnswer(page)

  // Hydrated before axe reads it, as the sweep's pages are (no half-hydrated state).
  const response = await gotoHydrated(
    page,
    `/sports/baseball/roster/player/${allAmerican.rosterPlayerId}`,
  )
  expect(response?.status()).toBe(200)
  await expect(honors.getByRole('link', { name: /All-American/ }).first()).toHaveAttribute(
    'href',
    `/all-americans/${allAmerican.id}`,
  )
  await expectSiteLinksAnswer(page)
  await expectNoAxeViolations(page)
  // A player no honor names shows no empty section.
  const allHonors = [...awards.items, ...members]
  const plain = roster.players.find(
    (player) =>
      !allHonors.some(
        (honor) =>
          honor.playerId === player.playerId || honor.rosterPlayerId === player.rosterPlayerId,
      ),
  )
  expect(plain).toBeDefined()
  if (plain) {
    await page.goto(`/sports/baseball/roster/player/${plain.rosterPlayerId}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Honors' })).toHaveCount(0)
  }
})

test('bio addresses: a wrong name 301s to the right one, an unknown id is a 404', async ({
  page,
  request,
}) => {
  await page.goto('/sports/football/roster')
  const href =
    (await page
      .getByRole('list', { name: /Roster/ })
      .getByRole('link')
      .first()
      .getAttribute('href')) ?? ''
  const id = href.split('/').at(-1)
  const moved = await request.get(`/sports/football/roster/someone-else/${id}`, { maxRedirects: 0 })
  expect(moved.status()).toBe(301)
  expect(moved.headers()['location']).toMatch(new RegExp(`${href}$`))
  await expectNotFound(request, [
    '/sports/football/roster/someone/999999',
    '/sports/football/roster/someone/0042',
    '/sports/football/roster/someone/abc',
  ])
})

test('the print roster has no site chrome', async ({ page }) => {
  const response = await page.goto('/sports/football/roster/print')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Football Roster/i)
  await expect(page.getByRole('banner')).toHaveCount(0)
  await expect(page.getByRole('contentinfo')).toHaveCount(0)
  await expect(page.getByRole('navigation')).toHaveCount(0)
  expect(await page.locator('tbody tr').count()).toBeGreaterThan(100)
})

test('roster addresses: unknown sport or season is a 404, another spelling of a season a 301', async ({
  request,
}) => {
  await expectNotFound(request, [
    '/sports/no-such-sport/roster',
    '/sports/football/roster/1901',
    '/sports/football/roster/2025-27',
    '/sports/football/roster/print/1901',
  ])
  const response = await request.get('/sports/mens-basketball/roster/2025', { maxRedirects: 0 })
  expect(response.status()).toBe(301)
  expect(response.headers()['location']).toMatch(/\/sports\/mens-basketball\/roster\/2025-26$/)
  const bogus = await request.get('/sports/football/roster?sort=nonsense&dir=sideways')
  expect(bogus.status()).toBe(200)
})

test('the sport home shows the current team and its coaches, linking to the full roster', async ({
  page,
}) => {
  await page.goto('/sports/mens-basketball')
  const team = page.getByRole('region', { name: /Men's Basketball Roster/i })
  await expect(team.getByRole('listitem')).toHaveCount(8)
  await team.getByRole('link', { name: /Full roster/ }).click()
  await expect(page).toHaveURL(/\/sports\/mens-basketball\/roster$/)
  await page.goBack()
  await expect(
    page.getByRole('heading', { level: 2, name: /Men's Basketball coaches/i }),
  ).toBeVisible()
})

test('with the provider down the team screens are 503s, never 404s; a malformed id still a 404', async ({
  request,
}) => {
  const base = `http://127.0.0.1:${DOWN_WEB_PORT}`
  await expectUnavailableWhileDown(request, [
    '/sports/football/roster',
    '/sports/football/roster/2025',
    '/sports/football/roster/print',
    '/sports/football/roster/someone/110117',
    '/historical-roster',
    '/sports/football/historical-roster',
  ])
  expect((await request.get(`${base}/sports/football/roster/someone/abc`)).status()).toBe(404)
})
