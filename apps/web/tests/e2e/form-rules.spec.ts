import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'
import { gotoHydrated } from './hydrated'

// SPEC 5's named rules and SPEC 4's live message mode (issue 33, 2.7), on the reference
// provider's season ticket waitlist (form 112, apps/provider/src/seed/forms/form-definitions.ts):
// its settings name the live mode; Confirm Email has confirm:email, Website url, Age
// between:18,120, Seats min:1 and max:8, Waitlist Terms accepted. The same check runs in the
// browser (its module loaded on first focus) and on the server (without JavaScript).

test('live mode: a message shows while the visitor types, in the spec words for url and confirm', async ({
  page,
}) => {
  await gotoHydrated(page, '/form/112')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Season Ticket Waitlist' }),
  ).toBeVisible()
  const website = page.getByLabel('Website')
  await website.focus()
  await website.pressSequentially('owls', { delay: 40 })
  // Still in the field: live mode does not wait for the blur.
  await expect(website).toBeFocused()
  await expect(page.getByText('Please enter a valid URL.')).toBeVisible()
  await expect(website).toHaveAttribute('aria-invalid', 'true')
  await website.fill('')
  await website.pressSequentially('https://owls.example', { delay: 10 })
  await expect(page.getByText('Please enter a valid URL.')).toBeHidden()

  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('fan@owls.example')
  const confirm = page.getByLabel('Confirm Email')
  await confirm.pressSequentially('fan@owls.ex', { delay: 10 })
  await expect(confirm).toBeFocused()
  await expect(page.getByText('Confirm Email does not match.')).toBeVisible()
  await confirm.pressSequentially('ample', { delay: 10 })
  await expect(page.getByText('Confirm Email does not match.')).toBeHidden()

  const age = page.getByLabel('Age')
  await age.pressSequentially('17', { delay: 10 })
  await expect(page.getByText('Age must be between 18 and 120.')).toBeVisible()

  // Sent as it stands: the browser's check answers, in the same words, and nothing is posted.
  let posted = false
  page.on('request', (request) => (posted ||= request.method() === 'POST'))
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'Sorry, not all fields are filled out correctly.',
  )
  await expect(page.getByText('Please accept the Waitlist Terms.')).toBeVisible()
  await expect(page.getByText('Full Name is required.')).toBeVisible()
  expect(posted).toBe(false)
  // Messages shown, the page stays accessible.
  await expectNoAxeViolations(page)
})

test('without JavaScript the server runs the same rules and keeps what was typed', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/form/112')
  await page.getByLabel('Full Name').fill('Riley Fan')
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('riley@owls.example')
  await page.getByLabel('Confirm Email').fill('riley@owls.exampel')
  await page.getByLabel('Age').fill('30')
  await page.getByLabel('Seats').fill('9')
  await page.getByLabel('Website').fill('owls dot example')
  const response = page.waitForResponse((r) => r.request().method() === 'POST')
  await page.getByRole('button', { name: 'Submit' }).click()
  expect((await response).status()).toBe(400)
  await expect(page.getByRole('alert')).toHaveText(
    'Sorry, not all fields are filled out correctly.',
  )
  await expect(page.getByText('Please enter a valid URL.')).toBeVisible()
  await expect(page.getByText('Confirm Email does not match.')).toBeVisible()
  await expect(page.getByText('Seats must be at most 8.')).toBeVisible()
  await expect(page.getByText('Please accept the Waitlist Terms.')).toBeVisible()
  // A bad field keeps what the visitor typed.
  await expect(page.getByLabel('Website')).toHaveValue('owls dot example')
  await expect(page.getByLabel('Confirm Email')).toHaveValue('riley@owls.exampel')
  await expect(page.getByLabel('Full Name')).toHaveValue('Riley Fan')

  await page.getByLabel('Confirm Email').fill('riley@owls.example')
  await page.getByLabel('Seats').fill('2')
  await page.getByLabel('Website').fill('https://riley.example')
  await page.getByRole('checkbox', { name: 'I accept the waitlist terms' }).check()
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('You are on the waitlist.')).toBeVisible()
  await context.close()
})
