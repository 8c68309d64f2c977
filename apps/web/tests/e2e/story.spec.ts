import type { APIRequestContext, Page } from '@playwright/test'

import { PROVIDER_PORT } from '../../playwright.config'

import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'
import { gotoHydrated } from './hydrated'
import { EDITOR, signIn } from './sign-in-helper'
import { expectMoves } from './answers'

// The news story page (SPEC.md 2.1) and its preview, with stories read from the provider.

type WireStory = { id: number; title: string; url: string; type: string | null; games: unknown[] }

/** The newest recap with a game: a picture, a body, its game and related stories. */
async function getRecap(request: APIRequestContext): Promise<WireStory> {
  const response = await request.get(
    `http://127.0.0.1:${PROVIDER_PORT}/api/v2/Stories?$pageSize=50`,
    { headers: { tenant: 'demo' } },
  )
  const { items } = (await response.json()) as { items: WireStory[] }
  const recap = items.find((story) => story.type === 'recap' && story.games.length > 0)
  if (!recap) throw new Error('the demo seed has no recap with a game')
  return recap
}

test('a story shows its headline, picture, body, game with its box score and more stories', async ({
  page,
  request,
}) => {
  const story = await getRecap(request)
  const response = await page.goto(story.url)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.title)
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  // Full screen: the story's own header instead of the site's navigation.
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/')
  const article = page.getByRole('article')
  await expect(article.locator('img').first()).toBeVisible()
  await expect(article.locator('.rich-text p').first()).toBeVisible()
  await expect(article.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/)

  const game = page.getByRole('region', { name: /^The games?$/ })
  const boxScores = game.getByRole('link', { name: /^Box score/ })
  expect(await boxScores.count()).toBeGreaterThan(0)
  for (const href of await boxScores.evaluateAll((links) =>
    links.map((a) => a.getAttribute('href')),
  )) {
    expect((await request.get(href ?? '')).status()).toBe(200)
  }
  const related = page.getByRole('region', { name: 'More stories' }).getByRole('link')
  expect(await related.count()).toBeGreaterThan(0)
  const first = await related.first().getAttribute('href')
  expect(first).toMatch(/^\/news\/\d{4}\/[1-9]\d?\/[1-9]\d?\/[\w-]+$/)
  expect((await request.get(first ?? '')).status()).toBe(200)

  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /\/images\/resize\?.*width=1600.*type=jpeg/,
  )
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`${story.url}$`),
  )
  const structured = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
  ) as Record<string, unknown>
  expect(structured).toMatchObject({ '@type': 'NewsArticle', headline: story.title })
  await expect(page.getByRole('link', { name: /^Facebook/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/,
  )
})

test('a recap with a highlight is filed under its series and its tags, each a page that answers', async ({
  page,
  request,
}) => {
  const response = await request.get(
    `http://127.0.0.1:${PROVIDER_PORT}/api/v2/Stories?$pageSize=50`,
    { headers: { tenant: 'demo' } },
  )
  const { items } = (await response.json()) as {
    items: (WireStory & { video: { archive: number | null } | null })[]
  }
  const story = items.find((item) => item.type === 'recap' && item.video?.archive)
  if (!story) throw new Error('the demo seed has no recap with a highlight video')
  await gotoHydrated(page, story.url)
  const filing = page.getByRole('article').locator('footer')
  await expect(filing.getByText('Part of the series')).toBeVisible()
  const series = filing.getByRole('link', { name: /Highlights$/ })
  await expect(series).toHaveAttribute('href', /^\/series\/[\w-]+$/)
  const tags = page.getByRole('list', { name: 'Tags' }).getByRole('link')
  await expect(tags.filter({ hasText: 'Game Recap' })).toHaveAttribute('href', '/tags/game-recap')
  const hrefs = [
    await series.getAttribute('href'),
    ...(await tags.evaluateAll((links) => links.map((a) => a.getAttribute('href')))),
  ]
  for (const href of hrefs) expect((await request.get(href ?? '')).status(), href ?? '').toBe(200)
  await expectNoAxeViolations(page)
  // The tag's page lists the story.
  await tags.filter({ hasText: 'Game Recap' }).click()
  await expect(page).toHaveURL(/\/tags\/game-recap$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Game Recap')
  await expect(
    page.getByRole('main').getByRole('link', { name: story.title }).first(),
  ).toBeVisible()
})

test('a related story opens in the page, without a full load', async ({ page, request }) => {
  const story = await getRecap(request)
  await gotoHydrated(page, story.url)
  const link = page.getByRole('region', { name: 'More stories' }).getByRole('link').first()
  const headline = (await link.textContent()) ?? ''
  const href = (await link.getAttribute('href')) ?? ''
  await link.click()
  await expect(page).toHaveURL(href)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline.trim())
})

test('other spellings of a story move for good to its one address', async ({ request }) => {
  const { url } = await getRecap(request)
  const [, , year, month, day, slug] = url.split('/')
  const moves = [
    url.replace(slug ?? '', (slug ?? '').toUpperCase()),
    `${url}.aspx`,
    `${url}/`,
    `/news/${year}//${month}/${day}/${slug}`,
    `/news/${year}/0${month}/0${day}/${slug}`,
  ]
  await expectMoves(
    request,
    moves.map((asked) => [asked, url] as const),
  )
})

test('an unknown story and a day that does not exist are 404 pages', async ({ page }) => {
  for (const path of [
    '/news/2026/9/5/no-such-story',
    '/news/2026/2/30/owls-win',
    '/news/2026/13/1/x',
  ]) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
  }
})

test('a story reads without JavaScript', async ({ browser, request }) => {
  const story = await getRecap(request)
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(story.url)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.title)
  await expect(page.getByRole('article').locator('.rich-text p').first()).toBeVisible()
  await expect(page.getByRole('region', { name: 'More stories' })).toBeVisible()
  await context.close()
})

for (const width of [390, 1366]) {
  test(`a story has no axe violations at ${width} px`, async ({ page, request }) => {
    const story = await getRecap(request)
    await page.setViewportSize({ width, height: 900 })
    await gotoHydrated(page, story.url)
    await expectNoAxeViolations(page)
  })
}

test('the preview of a story asks for a sign-in, then shows it to the editor', async ({
  page,
  request,
}) => {
  const story = await getRecap(request)
  const hidden = `/hidden${story.url}`
  const response = await page.goto(hidden)
  expect(new URL(page.url()).pathname).toBe('/login')
  expect(response?.headers()['cache-control']).toBe('private, no-store')

  await signIn(page, hidden)
  await expect(page).toHaveURL(hidden)
  await expect(page.getByRole('complementary', { name: 'Preview' })).toContainText('Story preview')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.title)
  await expect(
    page.getByRole('complementary', { name: 'Preview' }).getByRole('link', { name: 'Public page' }),
  ).toHaveAttribute('href', story.url)
})
