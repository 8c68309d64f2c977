import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'
import { gotoHydrated } from './hydrated'
import { signIn } from './sign-in-helper'
import { gotoSweptPage } from './steps'
import { expectMoves } from './answers'

// Forms built from the provider's definitions (issue 20). The demo forms are seeded by the
// reference provider (apps/provider/src/seed/forms/form-definitions.ts): 102 the camp (payment,
// coupon CAMP25, an 'Other' session), 105 the feedback survey (a condition on Contact Me), 104
// behind the published code owls-boosters-2026, 107 pending, 108 closed, 109 full, 110 hidden,
// 111 with a field type no form knows. The provider takes 5 posts a minute per form and client:
// each test posts to its own form.

test('a form by keyboard: messages on leaving a field, fixed, sent, thanked', async ({ page }) => {
  await gotoHydrated(page, '/form/105')
  await expect(page.getByRole('heading', { level: 1, name: 'Game Day Feedback' })).toBeVisible()
  // A required radio group left without an answer says so when focus leaves it.
  await page.getByRole('radio', { name: '1' }).focus()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Tab')
  // Contact Me shows its e-mail field only when ticked.
  const email = page.getByLabel('Email')
  await expect(email).toBeHidden()
  await page.getByRole('checkbox', { name: 'Yes, contact me about my feedback' }).focus()
  await page.keyboard.press('Space')
  await expect(email).toBeVisible()
  await email.focus()
  await page.keyboard.type('fan@')
  await page.keyboard.press('Tab')
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible()
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  // Sent with a field still wrong: the form says so at the top, and nothing is posted.
  await page.getByRole('button', { name: 'Submit' }).press('Enter')
  await expect(page.getByRole('alert')).toHaveText(
    'Sorry, not all fields are filled out correctly.',
  )
  await expect(page.getByText('Overall Rating is required.')).toBeVisible()
  // Fixed by keyboard.
  await page.getByRole('radio', { name: '4' }).focus()
  await page.keyboard.press('Space')
  await email.focus()
  await page.keyboard.type('owls.example')
  await page.keyboard.press('Tab')
  await expect(page.getByText('Please enter a valid email address.')).toBeHidden()
  await page.getByRole('button', { name: 'Submit' }).press('Enter')
  const thanks = page.getByRole('main').getByRole('status')
  await expect(thanks).toBeVisible()
  await expect(thanks).toBeFocused()
})

test('a change made while the form rules still load is not lost', async ({ page }) => {
  // The rules load on the form's first touch; on a slow network a visitor can tick a box
  // before they arrive. Hold the chunk back until after the tick.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/form-rules-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await gotoHydrated(page, '/form/105')
  const email = page.getByLabel('Email')
  await page.getByRole('checkbox', { name: 'Yes, contact me about my feedback' }).focus()
  await page.keyboard.press('Space')
  await expect(email).toBeHidden()
  release()
  await expect(email).toBeVisible()
})

test('without JavaScript: the server checks, keeps what was typed, and takes the fixed form', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/form/102')
  // Conditional fields show with a hint when nothing can hide them.
  await expect(page.getByText('Only if Allergies is Yes.')).toBeVisible()
  await page.getByLabel('Camper Name').fill('Riley Fan')
  await page.getByLabel('Parent Email').fill('not-an-address')
  const response = page.waitForResponse((r) => r.request().method() === 'POST')
  await page.getByRole('button', { name: 'Submit' }).click()
  expect((await response).status()).toBe(400)
  await expect(page.getByRole('alert')).toHaveText(
    'Sorry, not all fields are filled out correctly.',
  )
  await expect(page.getByLabel('Camper Name')).toHaveValue('Riley Fan')
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible()
  await expect(page.getByText('Date of Birth is required.')).toBeVisible()

  await page.getByLabel('Parent Email').fill('parent@owls.example')
  await page.getByLabel('Date of Birth').fill('2015-04-02')
  await page.getByLabel('Number of Campers').fill('2')
  await page.getByLabel('Shirt Size').selectOption({ index: 2 })
  await page.getByRole('radio', { name: 'Other' }).check()
  await page.getByLabel('Other Session').fill('August week')
  await page.getByRole('radio', { name: 'No' }).check()
  await page.getByLabel(/Coupon code/).fill('camp25')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Thank you: your form was received.')).toBeVisible()
  // Two campers at $149.50, less the $25.00 coupon.
  await expect(page.getByText('Total for 2: $274.00')).toBeVisible()
  await context.close()
})

test('a form that takes no answers says why; a broken one says so; addresses have one spelling', async ({
  page,
  request,
}) => {
  // The state is said in the main region (the shell has a status region of its own).
  const said = page.getByRole('main').getByRole('status')
  await page.goto('/form/108')
  await expect(said).toContainText(/closed/i)
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0)
  await page.goto('/form/107')
  await expect(said).toContainText('This form is not open yet.')
  await page.goto('/form/109')
  await expect(said).toBeVisible()

  const broken = await page.goto('/form/111')
  expect(broken?.status()).toBe(502)
  await expect(
    page.getByText('Error parsing the form schema: the field type was not found.'),
  ).toBeVisible()

  expect((await request.get('/form/999999')).status()).toBe(404)
  expect((await request.get('/form/abc')).status()).toBe(404)
  // An unpublished form is no public page.
  expect((await request.get('/form/110')).status()).toBe(404)
  await expectMoves(request, [['/form/0102', '/form/102']])
  // A post to a closed form is refused and stored nowhere.
  const refused = await request.post('/form/108', { form: { name: 'x' } })
  expect(refused.status()).toBe(409)
  expect(refused.headers()['cache-control']).toContain('no-store')

  // The feedback survey's own styles come as a stylesheet of the site; a form without any
  // links none.
  await page.goto('/form/105')
  const href = await page.locator('.c-form link[rel="stylesheet"]').getAttribute('href')
  expect(href).toMatch(/^\/form\/105\/styles\.css\?v=/)
  const styles = await request.get(href ?? '')
  expect(styles.headers()['content-type']).toBe('text/css; charset=utf-8')
  expect(await styles.text()).toContain('.c-form')
  await page.goto('/form/102')
  await expect(page.locator('.c-form link[rel="stylesheet"]')).toHaveCount(0)
})

test('a protected form opens with its code, never with a wrong one', async ({ page }) => {
  await gotoHydrated(page, '/protected/form/104')
  await expect(page.getByRole('heading', { level: 1, name: 'Protected form' })).toBeVisible()
  await page.getByLabel('Access code').fill('not-the-code')
  await page.getByRole('button', { name: 'Open the form' }).click()
  await expect(page.getByText('That access code is not right.')).toBeVisible()
  await page.getByLabel('Access code').fill('owls-boosters-2026')
  await page.getByRole('button', { name: 'Open the form' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: /Booster Club Membership/ }),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible()
})

test('an unpublished form is previewed by a signed-in editor', async ({ page }) => {
  const first = await page.goto('/hidden/form/110')
  expect(new URL(page.url()).pathname).toBe('/login')
  expect(first?.status()).toBe(200)
  await signIn(page, '/hidden/form/110')
  await expect(page).toHaveURL('/hidden/form/110')
  await expect(page.getByRole('complementary', { name: 'Preview' })).toContainText(
    'Unpublished form',
  )
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
})

test('subscribe is the newsletter form; unsubscribed offers the way back', async ({ page }) => {
  await gotoHydrated(page, '/subscribe')
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Newsletter/)
  await expect(page.getByRole('group', { name: /Newsletters/ })).toBeVisible()
  await gotoHydrated(page, '/unsubscribed')
  await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible()
  await page.getByRole('link', { name: 'Subscribe again' }).click()
  await expect(page).toHaveURL('/subscribe')
})

for (const width of [390, 1366]) {
  test(`forms have no axe violations at ${width} px, errors shown`, async ({ page }) => {
    test.slow()
    await page.setViewportSize({ width, height: 900 })
    await gotoHydrated(page, '/form/102')
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByRole('alert')).toBeVisible()
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    await expectNoAxeViolations(page)
    for (const path of [
      '/form/105',
      '/form/108',
      '/protected/form/104',
      '/subscribe',
      '/unsubscribed',
    ]) {
      await gotoSweptPage(page, path)
      await expectNoAxeViolations(page)
    }
  })
}
