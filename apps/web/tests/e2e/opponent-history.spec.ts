import type { APIRequestContext } from '@playwright/test'

import { DOWN_WEB_PORT, PROVIDER_PORT, WEB_PORT } from '../../playwright.config'

import { expect, test } from './fixtures'
import { expectMoves, expectUnavailableWhileDown } from './answers'

// Opponent history (issue 8): the demo tenant shows it for football, both basketballs and men's
// ice hockey (the sports' displayOpponentHistory), not for baseball.

const LIST = '/sports/mens-basketball/opponent-history'

// Men's basketball's series as the provider has them, so no test hard-codes a seeded id.
async function getSeries(request: APIRequestContext) {
  const response = await request.get(
    `http://127.0.0.1:${PROVIDER_PORT}/api/v2.1/OpponentHistory?SportId=11&PageSize=100`,
    { headers: { tenant: 'demo' } },
  )
  const body = (await response.json()) as {
    items: { opponent: { id: number; name: string }; results: unknown[] }[]
  }
  return body.items.map((item) => ({ ...item.opponent, meetings: item.results.length }))
}

test('the list shows every opponent with its record and links to the series', async ({
  page,
  request,
}) => {
  const series = await getSeries(request)
  const response = await page.goto(LIST)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Opponent history')
  await expect(page).toHaveTitle(/Men's Basketball Opponent History/)
  const rows = page.getByRole('table').locator('tbody tr')
  await expect(rows).toHaveCount(series.length)
  // Record, a percentage to one decimal (SPEC 9) and the last meeting's result.
  await expect(rows.first()).toContainText(/\d+-\d+/)
  await expect(rows.first()).toContainText(/\d+\.\d%/)
  await expect(rows.first()).toContainText(/(Won|Lost|Tied)/)
  const structured = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
  ) as { '@type'?: string; numberOfItems?: number }
  expect(structured).toMatchObject({ '@type': 'ItemList', numberOfItems: series.length })

  const [first] = series
  await page.getByRole('link', { name: first?.name ?? '', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/opponent-history/[a-z0-9-]+/${first?.id}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first?.name ?? '')
  await expect(page.getByRole('term').filter({ hasText: 'All-time' })).toBeVisible()
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(first?.meetings ?? 0)
  // Each meeting with a box score links the site's own box score page.
  const boxScore = page.getByRole('link', { name: /^Box score\b/ }).first()
  await expect(boxScore).toHaveAttribute(
    'href',
    /^\/sports\/mens-basketball\/stats\/.+\/boxscore\/\d+$/,
  )
  await boxScore.click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Box score')
})

test('the name filter and the sort work without JavaScript', async ({ browser, request }) => {
  const series = await getSeries(request)
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`http://127.0.0.1:${WEB_PORT}${LIST}`)
  const target = series.find((entry) => entry.name.includes(' ')) ?? series[0]
  const word = target?.name.split(' ')[0]?.toLowerCase() ?? ''
  await page.getByLabel('Find an opponent').fill(word)
  await page.getByRole('button', { name: 'Find' }).click()
  await expect(page).toHaveURL(new RegExp(`\\?q=${word}$`))
  await expect(page.getByRole('table').getByRole('link', { name: target?.name })).toBeVisible()
  const shown = await page.getByRole('table').locator('tbody tr').count()
  expect(shown).toBeLessThan(series.length)
  await expect(page.locator('#opponents-heading')).toContainText(`${shown} of ${series.length}`)

  // Sorting keeps the filter; the sorted header says so.
  await page.getByRole('link', { name: /^Pct\..*sort descending/ }).click()
  await expect(page).toHaveURL(/dir=desc/)
  await expect(page).toHaveURL(new RegExp(`q=${word}`))
  await expect(page.getByRole('columnheader', { name: /Pct\./ })).toHaveAttribute(
    'aria-sort',
    'descending',
  )

  await page.getByLabel('Find an opponent').fill('no such opponent')
  await page.getByRole('button', { name: 'Find' }).click()
  await expect(page.getByText(/No opponent's name matches/)).toBeVisible()
  await page.getByRole('link', { name: 'Show every opponent' }).click()
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(series.length)
  await context.close()
})

test('the schedule links the list and each played opponent’s series', async ({ page }) => {
  await page.goto('/sports/mens-basketball/schedule')
  await page.getByRole('link', { name: 'Opponent history', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${LIST}$`))

  await page.goto('/sports/mens-basketball/schedule')
  const series = page.getByRole('link', { name: /^Series history\b/ }).first()
  // Its name for screen readers: "Series history, vs Big Sioux, Thu, Nov 12".
  const text = (await series.textContent()) ?? ''
  const name = /\b(?:vs|at) (.+?), \w{3}, /.exec(text)?.[1]
  expect(name, text).toBeTruthy()
  await series.click()
  await expect(page).toHaveURL(/\/opponent-history\/[a-z0-9-]+\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name ?? '')

  // Baseball keeps no opponent history: no links to pages that do not exist.
  await page.goto('/sports/baseball/schedule')
  await expect(
    page.getByRole('link', { name: /^Series history\b|^Opponent history$/ }),
  ).toHaveCount(0)
})

test('statuses: a sport without the page, unknown and malformed opponents are 404s; another spelling is a 301', async ({
  request,
}) => {
  const [first] = await getSeries(request)
  const canonical = `${LIST}/${first?.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}/${first?.id}`
  expect((await request.get(LIST)).status()).toBe(200)
  expect((await request.get(canonical)).status()).toBe(200)
  for (const path of [
    '/sports/baseball/opponent-history',
    `/sports/baseball/opponent-history/someone/${first?.id}`,
    '/sports/no-such-sport/opponent-history',
    // Well-formed, but no meeting with this id (the provider's 204).
    `${LIST}/nobody/999999`,
    `${LIST}/nobody/abc`,
    `${LIST}/nobody/007`,
  ]) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404)
  }
  const moves = [
    `${LIST}/wrong-name/${first?.id}`,
    canonical.replace(
      /\/([a-z0-9-]+)\/(\d+)$/,
      (_, slug: string, id: string) => `/${slug.toUpperCase()}/${id}`,
    ),
    canonical.replace('mens-basketball', 'mbball'),
  ]
  await expectMoves(
    request,
    moves.map((path) => [path, canonical] as const),
  )
})

test('with the provider down both pages are 503s, a malformed id still a 404', async ({
  request,
}) => {
  const base = `http://127.0.0.1:${DOWN_WEB_PORT}`
  await expectUnavailableWhileDown(request, [LIST, `${LIST}/big-sioux/304`])
  expect((await request.get(`${base}${LIST}/big-sioux/abc`)).status()).toBe(404)
})
