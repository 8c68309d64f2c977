import type { Page } from '@playwright/test'

import { WEB_PORT } from '../../playwright.config'

import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'
import { gotoHydrated } from './hydrated'
import { EDITOR, signIn as signInTo } from './sign-in-helper'

// Staff sign-in and the preview pages behind it (docs/decisions/019). The demo editor is seeded
// by the reference provider (apps/provider/README.md).
const HIDDEN_ROSTER = '/hidden/sports/football/roster'
const signIn = (page: Page, returnTo = HIDDEN_ROSTER) => signInTo(page, returnTo)

test('a preview without a session goes to the sign-in form, which comes back to it', async ({
  page,
}) => {
  const response = await page.goto(`${HIDDEN_ROSTER}?sort=name`)
  expect(new URL(page.url()).pathname).toBe('/login')
  expect(new URL(page.url()).searchParams.get('returnTo')).toBe(`${HIDDEN_ROSTER}?sort=name`)
  expect(response?.headers()['cache-control']).toBe('private, no-store')
  expect(response?.headers()['x-robots-tag']).toBe('noindex')
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible()
})

test('an editor signs in with the keyboard, opens a hidden roster and a hidden bio, signs out', async ({
  page,
}) => {
  await gotoHydrated(page, `/login?returnTo=${encodeURIComponent(HIDDEN_ROSTER)}`)
  await page.getByLabel('E-mail').focus()
  await page.keyboard.type(EDITOR.email)
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Password')).toBeFocused()
  await page.keyboard.type(EDITOR.password)
  await page.keyboard.press('Enter')

  await expect(page).toHaveURL(HIDDEN_ROSTER)
  await expect(page.getByRole('complementary', { name: 'Preview' })).toContainText(
    'Signed in as Jordan Avery',
  )
  const unpublished = page.getByRole('region', { name: /Not yet published/ })
  await expect(unpublished.getByRole('table')).toBeVisible()
  // The player the school has not published is on the preview only.
  const hiddenPlayer = unpublished.getByRole('rowheader').first().getByRole('link')
  const name = (await hiddenPlayer.textContent()) ?? ''
  const publicRoster = await page.request.get('/sports/football/roster?view=table')
  expect(await publicRoster.text()).not.toContain(`>${name}<`)

  await hiddenPlayer.click()
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/hidden\/sports\/football\/roster\/[\w-]+\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name)
  await expect(page.getByRole('complementary', { name: 'Preview' })).toContainText(
    'Unpublished bio',
  )
  // Its public address is a 404: unpublished content is only behind Hidden/ on the provider.
  const publicBio = await page.request.get(page.url().replace('/hidden/', '/'))
  expect(publicBio.status()).toBe(404)

  await page
    .getByRole('complementary', { name: 'Preview' })
    .getByRole('button', { name: 'Sign out' })
    .click()
  await expect(page).toHaveURL('/login?signedOut=1')
  await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveText(
    'You have signed out.',
  )
  await page.goto(HIDDEN_ROSTER)
  expect(new URL(page.url()).pathname).toBe('/login')
})

test('the sign-in form without JavaScript: errors beside the fields, typed values kept, 400', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/login')
  await page.getByLabel('E-mail').fill('not-an-address')
  const answer = page.waitForResponse((response) => response.request().method() === 'POST')
  await page.getByRole('button', { name: 'Sign in' }).click()
  expect((await answer).status()).toBe(400)
  await expect(page.getByRole('alert')).toHaveText(
    'Sorry, not all fields are filled out correctly.',
  )
  await expect(page.getByLabel('E-mail')).toHaveValue('not-an-address')
  await expect(page.getByLabel('E-mail')).toHaveAccessibleDescription(
    'Please enter a valid email address.',
  )
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription('Password is required.')
  await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true')

  await page.getByLabel('E-mail').fill(EDITOR.email)
  await page.getByLabel('Password').fill('wrong password')
  const wrong = page.waitForResponse((response) => response.request().method() === 'POST')
  await page.getByRole('button', { name: 'Sign in' }).click()
  expect((await wrong).status()).toBe(401)
  await expect(page.getByRole('alert')).toHaveText('Incorrect e-mail or password.')
  await expect(page.getByLabel('E-mail')).toHaveValue(EDITOR.email)
  await expect(page.getByLabel('Password')).toHaveValue('')
  await context.close()
})

test('with JavaScript a wrong password is answered without a reload, focus on the message', async ({
  page,
}) => {
  await gotoHydrated(page, '/login')
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  await page.getByLabel('E-mail').fill(EDITOR.email)
  await page.getByLabel('Password').fill('not the password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toHaveText('Incorrect e-mail or password.')
  await expect(page.getByRole('alert')).toBeFocused()
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
})

test("with JavaScript the form checks itself with the server's schema before posting", async ({
  page,
}) => {
  await gotoHydrated(page, '/login')
  const posts: string[] = []
  // The form's own posts: the sponsor strip's impressions beacon posts too, on its own time.
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/login')) {
      posts.push(request.url())
    }
  })
  const email = page.getByLabel('E-mail')
  await email.focus()
  // The schema's module comes when the form is first used, not with the page.
  await page.waitForLoadState('networkidle')
  await email.fill('not-an-address')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'Sorry, not all fields are filled out correctly.',
  )
  await expect(page.getByRole('alert')).toBeFocused()
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible()
  await expect(page.getByText('Password is required.')).toBeVisible()
  await expect(email).toHaveValue('not-an-address')
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  expect(posts).toEqual([])
  // Fixed, the form posts, and the server answers as before.
  await email.fill(EDITOR.email)
  await page.getByLabel('Password').fill('not the password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toHaveText('Incorrect e-mail or password.')
  expect(posts).toHaveLength(1)
})

test('wrong passwords for one account are limited: 429 after five, with no hint it exists', async ({
  request,
}) => {
  const email = `nobody-${Date.now()}@northfield-state.example`
  const post = () =>
    request.post('/login', { form: { email, password: 'guess', returnTo: '/' }, maxRedirects: 0 })
  for (let attempt = 0; attempt < 5; attempt++) {
    const response = await post()
    expect(response.status()).toBe(401)
    expect(await response.text()).toContain('Incorrect e-mail or password.')
  }
  const limited = await post()
  expect(limited.status()).toBe(429)
  expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0)
  expect(await limited.text()).toContain('Too many sign-in attempts. Please wait 15 minutes')
})

test('returnTo never leads off the site', async ({ page }) => {
  await signIn(page, '//evil.example/steal')
  await expect(page).toHaveURL('/')
  // Signed in, a bare /login says so and offers sign-out.
  await gotoHydrated(page, '/login')
  await expect(page.getByText('You are signed in as')).toContainText('Jordan Avery')
  await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL('/login?signedOut=1')
})

test('signed in, the header of every page offers sign-out; the pages stay the shared ones', async ({
  page,
}) => {
  const header = page.getByRole('banner')
  await gotoHydrated(page, '/')
  await expect(header.getByRole('button', { name: 'Sign out' })).toHaveCount(0)
  await signIn(page, '/')
  await expect(page).toHaveURL('/')
  await expect(header.getByRole('button', { name: 'Sign out' })).toBeVisible()
  // The server's page is the one every visitor gets: public, cached, no sign-out in its HTML.
  const shared = await page.request.get('/')
  expect(shared.headers()['cache-control']).toMatch(/^public/)
  expect(await shared.text()).not.toContain('Sign out')
  // After a client-side navigation too.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link').first().click()
  await expect(page).not.toHaveURL('/')
  await expect(header.getByRole('button', { name: 'Sign out' })).toBeVisible()

  await header.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL('/login?signedOut=1')
  await gotoHydrated(page, '/')
  await expect(header.getByRole('button', { name: 'Sign out' })).toHaveCount(0)
  await page.goto(HIDDEN_ROSTER)
  expect(new URL(page.url()).pathname).toBe('/login')
})

test('a sign-in posted from another site is refused, and a forged session is signed out', async ({
  request,
  page,
}) => {
  const crossSite = await request.post('/login', {
    form: { ...EDITOR, returnTo: '/' },
    headers: { origin: 'https://evil.example' },
    maxRedirects: 0,
  })
  expect(crossSite.status()).toBe(403)

  await page.context().addCookies([
    {
      name: 'fh_session',
      value: 'forged-forged-forged-forged-forged',
      url: `http://127.0.0.1:${WEB_PORT}`,
    },
  ])
  await page.goto(HIDDEN_ROSTER)
  expect(new URL(page.url()).pathname).toBe('/login')
})

test('an unpublished splash is shown to an editor as a preview', async ({ page }) => {
  await signIn(page, '/hidden/splash/2')
  await expect(page).toHaveURL('/hidden/splash/2')
  await expect(page.getByRole('complementary', { name: 'Preview' })).toContainText('Splash page')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const missing = await page.request.get('/hidden/splash/999999')
  expect(missing.status()).toBe(404)
})

for (const width of [390, 1366]) {
  test(`sign-in and a hidden roster at ${width} px have no axe violations`, async ({ page }) => {
    // Several pages, each read by axe: more than one page's time on a busy machine.
    test.slow()
    await page.setViewportSize({ width, height: 900 })
    await gotoHydrated(page, '/login')
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/)
    await expectNoAxeViolations(page)
    await signIn(page)
    await expect(page).toHaveURL(HIDDEN_ROSTER)
    await expect(page.locator('h1')).toHaveCount(1)
    await expectNoAxeViolations(page)
  })
}
