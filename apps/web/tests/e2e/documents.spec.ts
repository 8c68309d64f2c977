import type { APIRequestContext, Page } from '@playwright/test'

import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'
import { gotoHydrated } from './hydrated'
import { getDemoData } from './provider-data'
import { expectNotFound } from './answers'

// Documents, publications and sport files (issue 19). The demo seed's clock is 2026-12-12
// (start-provider.mjs): its hidden file is five days old, its protected one seven
// (apps/provider/src/seed/media/sport-files.ts); the protected file's code is published on
// purpose (packages/contract/README.md).
const EDITOR = { email: 'editor@northfield-state.example', password: 'owls-preview-2026' }
const HIDDEN_FILE = '/hidden/sports/2026/12/7/travel-itinerary-draft.pdf'
const PROTECTED_FILE = '/protected/sports/2026/12/5/team-travel-packet.pdf'
const ACCESS_CODE = 'owls-travel-2026'

type Publication = { title: string; url: string; file: { url: string } }

async function getPublications(request: APIRequestContext) {
  return (await getDemoData<{ publications: Publication[] }>(request, '/Publications')).publications
}

test('a document opens as its PDF, named, from the address the provider gives it', async ({
  request,
}) => {
  const { items } = await getDemoData<{ items: { documentPath: string }[] }>(
    request,
    '/Documents?$pageSize=100',
  )
  const path = items.at(-1)?.documentPath
  if (!path) throw new Error('the demo seed has no documents')
  const response = await request.get(path)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('application/pdf')
  expect(response.headers()['content-disposition']).toBe(
    `inline; filename="${path.split('/').at(-1)}"`,
  )
  expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-')
})

test('an unknown document or a path that tries to leave the store is a 404', async ({
  request,
}) => {
  for (const path of [
    '/documents/2026/12/10/no-such-file.pdf',
    '/documents/..%2f..%2fetc%2fpasswd',
    '/documents/2026%5c..%5c..%5cpackage.json',
    '/documents/%2e%2e/%2e%2e/package.json',
    '/documents/2026/12/10/football-game-notes.pdf%00.txt',
    '/documents/..\\..\\package.json',
  ]) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(404)
    expect(await response.text(), path).not.toContain('"name"')
  }
})

test('the publications list shows every cover, day and PDF, and filters by sport', async ({
  page,
  request,
}) => {
  const publications = await getPublications(request)
  const response = await page.goto('/publications')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Publications' })).toBeVisible()
  for (const publication of publications) {
    await expect(page.getByRole('link', { name: publication.title, exact: true })).toBeVisible()
  }
  const downloads = page.getByRole('link', { name: /^Download PDF/ })
  await expect(downloads).toHaveCount(publications.length)
  const first = await downloads.first().getAttribute('href')
  expect(first).toMatch(/^\/media\/demo\/publications\/.+\.pdf$/)
  const pdf = await request.get(first ?? '')
  expect(pdf.headers()['content-type']).toBe('application/pdf')

  await page
    .getByRole('navigation', { name: 'Publications by sport' })
    .getByRole('link', { name: /^Football/ })
    .click()
  await expect(page).toHaveURL(/\/publications\?sport=football$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Football Publications' })).toBeVisible()
  const football = publications.filter((item) => /Football/.test(item.title))
  await expect(page.getByRole('link', { name: /^Download PDF/ })).toHaveCount(football.length)
  expect((await request.get('/publications?sport=curling')).status()).toBe(404)
})

test('a publication page shows its cover, description and PDF, with structured data', async ({
  page,
  request,
}) => {
  const [publication] = await getPublications(request)
  if (!publication) throw new Error('the demo seed has no publications')
  const response = await page.goto(publication.url)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: publication.title })).toBeVisible()
  await expect(page.getByRole('img', { name: `Cover of ${publication.title}` })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Read or download the PDF' })).toHaveAttribute(
    'href',
    new URL(publication.file.url).pathname,
  )
  const structured = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
  ) as Record<string, unknown>
  expect(structured).toMatchObject({ '@type': 'DigitalDocument', name: publication.title })
  expect((await page.request.get('/publications/no-such-guide')).status()).toBe(404)
})

for (const width of [390, 1366]) {
  test(`publications and a sport file have no axe violations at ${width} px`, async ({
    page,
    request,
  }) => {
    const [publication] = await getPublications(request)
    await page.setViewportSize({ width, height: 900 })
    for (const path of [
      '/publications',
      publication?.url ?? '/publications',
      '/sports/2026/12/9/depth-chart.pdf',
      PROTECTED_FILE,
    ]) {
      await gotoHydrated(page, path)
      await expect(page.locator('h1')).toHaveCount(1)
      await expectNoAxeViolations(page)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      )
      expect(overflow, path).toBeLessThanOrEqual(0)
    }
  })
}

test('a sport file page names the file and its sport and opens it', async ({ page, request }) => {
  const { items } = await getDemoData<{ items: { url: string; title: string }[] }>(
    request,
    '/SportFiles?$pageSize=100',
  )
  const file = items[0]
  if (!file) throw new Error('the demo seed has no sport files')
  const response = await page.goto(file.url)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: file.title })).toBeVisible()
  const open = page.getByRole('link', { name: /^Open the PDF/ })
  await expect(open).toHaveAttribute('href', `${file.url}/download`)
  const bytes = await request.get(`${file.url}/download`)
  expect(bytes.status()).toBe(200)
  expect(bytes.headers()['content-type']).toBe('application/pdf')
  expect((await bytes.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-')
  const sport = page.getByRole('main').getByRole('link', { name: 'Football' }).first()
  expect((await request.get((await sport.getAttribute('href')) ?? '')).status()).toBe(200)
})

test('sport file addresses: url-cleanup and padded days move, unknown files are 404s', async ({
  request,
}) => {
  for (const path of [
    '/sports/2026/12/9/Depth-Chart.pdf',
    '/sports/2026/12/9/depth-chart.pdf.aspx',
    '/sports/2026/12/09/depth-chart.pdf',
  ]) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(301)
    const location = response.headers()['location'] ?? ''
    const next = await request.get(location, { maxRedirects: 0 })
    expect([301, 200], path).toContain(next.status())
  }
  await expectNotFound(request, [
    '/sports/2026/12/9/no-such-file.pdf',
    '/sports/2026/13/40/depth-chart.pdf',
    '/sports/2026/12/9/no-such-file.pdf/download',
    // A hidden or protected file has no public page.
    '/sports/2026/12/7/travel-itinerary-draft.pdf',
    '/sports/2026/12/5/team-travel-packet.pdf/download',
  ])
})

test('a hidden file sends visitors to sign in and shows to the demo editor', async ({ page }) => {
  const response = await page.request.get(HIDDEN_FILE, { maxRedirects: 0 })
  expect(response.status()).toBe(303)
  expect(response.headers()['location']).toMatch(/^\/login\?returnTo=/)
  expect((await page.request.get(`${HIDDEN_FILE}/download`, { maxRedirects: 0 })).status()).toBe(
    303,
  )

  await page.goto(HIDDEN_FILE)
  await expect(page).toHaveURL(/\/login\?returnTo=/)
  await page.getByLabel('E-mail').fill(EDITOR.email)
  await page.getByLabel('Password').fill(EDITOR.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(new RegExp(`${HIDDEN_FILE}$`))
  await expect(page.getByRole('complementary', { name: 'Preview' })).toContainText('Hidden file')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Road Trip Itinerary')
  const bytes = await page.request.get(`${HIDDEN_FILE}/download`)
  expect(bytes.headers()['content-type']).toBe('application/pdf')
  expect(bytes.headers()['cache-control']).toBe('private, no-store')
  expect((await bytes.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-')
})

/** A wrong code on the protected file's form is a 403 that keeps what the visitor typed. */
async function submitWrongCode(page: Page, code: string) {
  await page.getByLabel('Access code').fill(code)
  const [refused] = await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'POST'),
    page.getByRole('button', { name: 'Open the file' }).click(),
  ])
  expect(refused.status()).toBe(403)
  await expect(page.getByLabel('Access code')).toHaveValue(code)
  return refused
}

/** The right code opens the protected file: its download answers 200 with the PDF. */
async function submitAccessCode(page: Page) {
  await page.getByLabel('Access code').fill(ACCESS_CODE)
  const [file] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/download')),
    page.getByRole('button', { name: 'Open the file' }).click(),
  ])
  expect(file.status()).toBe(200)
  expect(file.headers()['content-type']).toBe('application/pdf')
  return file
}

test('a protected file refuses a wrong code beside the field and opens with the right one', async ({
  page,
}) => {
  await gotoHydrated(page, PROTECTED_FILE)
  await expect(page.getByRole('heading', { level: 1, name: 'Protected file' })).toBeVisible()
  // Without its code the download address goes back to the form.
  const direct = await page.request.get(`${PROTECTED_FILE}/download`, { maxRedirects: 0 })
  expect(direct.status()).toBe(303)
  expect(direct.headers()['location']).toBe(PROTECTED_FILE)

  await submitWrongCode(page, 'owls-guess-2026')
  await expect(page.locator('#field-code-error')).toHaveText('That access code is not right.')

  const file = await submitAccessCode(page)
  expect(file.headers()['cache-control']).toBe('private, no-store')
  // Leave the browser's PDF viewer before the page closes, once its navigation has committed
  // (leaving earlier is interrupted by it).
  await page.waitForURL(/\/download$/, { waitUntil: 'commit' })
  await page.goto('about:blank')
})

test('a protected file works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(PROTECTED_FILE)
  const refused = await submitWrongCode(page, 'not-the-code')
  expect(refused.headers()['cache-control']).toBe('private, no-store')
  await expect(page.getByText('That access code is not right.')).toBeVisible()

  await submitAccessCode(page)
  // The browser shows it in its viewer; the same address, with the cookie the form set, is the
  // file's bytes (for five minutes, and only there).
  const bytes = await context.request.get(`${PROTECTED_FILE}/download`)
  expect((await bytes.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-')
  await page.waitForURL(/\/download$/, { waitUntil: 'commit' })
  await page.goto('about:blank')
  await context.close()
})
