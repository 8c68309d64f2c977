import { DOWN_WEB_PORT, WEB_PORT } from '../../playwright.config'

import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'
import { gotoHydrated } from './hydrated'

// The staff directory (issue 20, SPEC.md 2.1): the directory by department and its search, a
// department, a bio with its vCard, the print sheet and a sport's staff.

test('search the directory and open a bio', async ({ page }) => {
  await gotoHydrated(page, '/staff-directory')
  await expect(page.getByRole('heading', { level: 1, name: 'Staff Directory' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Administration' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Football' })).toBeVisible()
  // Thirty-odd departments: an in-page menu leads to each.
  const departments = page.getByRole('navigation', { name: 'Departments' })
  await departments.getByText(/Jump to a department/).click()
  await departments.getByRole('link', { name: 'Ticket Office' }).click()
  await expect(page).toHaveURL(/\/staff-directory#department-\d+$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Ticket Office' })).toBeInViewport()
  const search = page.getByRole('search', { name: 'Staff directory' })
  const button = search.getByRole('button', { name: 'Search' })
  // SPEC.md 5: nothing to search for, nothing to press.
  await expect(button).toBeDisabled()
  await search.getByRole('searchbox', { name: 'Search by name or title' }).fill('compliance')
  await button.click()
  await expect(page).toHaveURL(/\/staff-directory\?q=compliance$/)
  await expect(
    page.getByText(/people match “compliance”|person matches “compliance”/),
  ).toBeVisible()
  const table = page.getByRole('table', { name: 'Compliance' })
  await expect(table.getByRole('columnheader', { name: 'Email' })).toBeAttached()
  const first = table.getByRole('rowheader').first().getByRole('link')
  const name = (await first.textContent()) ?? ''
  await expect(table.getByRole('link', { name: /^Email / }).first()).toHaveAttribute(
    'href',
    /^mailto:[^@\s]+@[^@\s]+$/,
  )
  await expect(table.getByRole('link', { name: /^Phone / }).first()).toHaveAttribute(
    'href',
    /^tel:\d+$/,
  )
  await first.click()
  await expect(page).toHaveURL(/\/staff-directory\/[a-z-]+\/\d+$/)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  const contact = page.getByRole('complementary', { name: 'Contact' })
  await expect(contact.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/)
  await expect(contact.getByRole('link', { name: /^\(\d{3}\)/ })).toHaveAttribute('href', /^tel:/)

  // The vCard: a download of a text/vcard file naming the person.
  const download = page.waitForEvent('download')
  await contact.getByRole('link', { name: 'Add to contacts (vCard)' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^[a-z-]+\.vcf$/)
  const text = await new Response(
    (await file.createReadStream()) as unknown as ReadableStream,
  ).text()
  expect(text).toMatch(/^BEGIN:VCARD\r\nVERSION:4\.0\r\n/)
  expect(text).toContain(`FN:${name}`)

  // Its department links back to the department's page.
  await page.getByRole('link', { name: 'Compliance', exact: true }).click()
  await expect(page).toHaveURL(/\/staff-directory\/compliance-department\/\d+$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Compliance' })).toBeVisible()
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible()
})

test('the directory search works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`http://127.0.0.1:${WEB_PORT}/staff-directory`)
  const search = page.getByRole('search', { name: 'Staff directory' })
  await search.getByRole('searchbox', { name: 'Search by name or title' }).fill('  head   coach ')
  await search.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\/staff-directory\?q=head\+coach$/)
  await expect(page.getByText(/people match “head coach”/)).toBeVisible()
  await expect(search.getByRole('searchbox')).toHaveValue('head coach')
  // Sport staff link the bios the sport keeps.
  await expect(
    page.getByRole('table', { name: 'Football' }).getByRole('rowheader').first().getByRole('link'),
  ).toHaveAttribute('href', /^\/sports\/football\/roster\/coaches\/[a-z-]+\/\d+$/)
  await search.getByRole('searchbox').fill('nobody is called zzqx')
  await search.getByRole('button', { name: 'Search' }).click()
  await expect(
    page.getByText('No one in the directory matches “nobody is called zzqx”.'),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Show the whole directory' }).click()
  await expect(page).toHaveURL(/\/staff-directory$/)
  await context.close()
})

test('the print sheet lists every department without the site chrome', async ({ page }) => {
  await gotoHydrated(page, '/staff-directory')
  await page.getByRole('link', { name: 'Printable directory' }).click()
  await expect(page).toHaveURL(/\/staff-directory\/print$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Staff Directory' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Ticket Office' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible()
})

test('a sport staff page lists its coaches and support staff', async ({ page }) => {
  // The coaches list links it.
  await gotoHydrated(page, '/sports/football/coaches')
  await page.getByRole('link', { name: 'Football staff directory' }).click()
  await expect(page).toHaveURL(/\/sports\/football\/staff$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Football Staff' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Coaching staff' })).toBeVisible()
  // Each section its own anchor (they shared one, an invalid repeated id: issue 33).
  await expect(page.getByRole('region', { name: 'Coaching staff' })).toHaveId('coaching-staff')
  await expect(page.getByRole('region', { name: 'Support staff' })).toHaveId('support-staff')
  const coach = page.getByRole('table', { name: 'Coaching staff' }).getByRole('rowheader').first()
  await coach.getByRole('link').click()
  await expect(page).toHaveURL(/\/sports\/football\/roster\/coaches\/[a-z-]+\/\d+$/)
  await expect(
    page
      .getByRole('complementary', { name: 'Contact' })
      .getByRole('link', { name: 'Add to contacts (vCard)' }),
  ).toHaveAttribute('href', /^\/staff-directory\/vcard\/\d+$/)
})

test('staff addresses: one spelling each, unknown ones a 404, never a 5xx', async ({ request }) => {
  const moves: [string, string][] = [
    ['/staff-directory?q=', '/staff-directory'],
    ['/staff-directory?q=%20%20coach', '/staff-directory?q=coach'],
    ['/staff-directory/admin-department/900', '/staff-directory/administration-department/900'],
    ['/staff-directory/bernard/30000', '/staff-directory/bernard-heidenreich/30000'],
    // A sport's coach has the bio under the sport.
    [
      '/staff-directory/hector-gerhold/41000',
      '/sports/football/roster/coaches/hector-gerhold/41000',
    ],
  ]
  for (const [from, to] of moves) {
    const response = await request.get(from, { maxRedirects: 0 })
    expect(response.status(), from).toBe(301)
    const location = new URL(response.headers().location ?? '', 'http://127.0.0.1')
    expect(location.pathname + location.search, from).toBe(to)
  }
  for (const path of [
    '/staff-directory/nobody/99999999',
    '/staff-directory/nowhere-department/99999',
    '/staff-directory/bad slug/1',
    '/staff-directory/x/007',
    '/sports/no-such-sport/staff',
  ]) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404)
  }
  const vcard = await request.get('/staff-directory/vcard/30000')
  expect(vcard.status()).toBe(200)
  expect(vcard.headers()['content-type']).toBe('text/vcard; charset=utf-8')
  expect(vcard.headers()['content-disposition']).toBe(
    'attachment; filename="bernard-heidenreich.vcf"',
  )
  expect((await request.get('/staff-directory/vcard/99999999')).status()).toBe(404)
  expect((await request.get('/staff-directory/vcard/abc')).status()).toBe(404)
})

test('with the provider down the directory is a 503, never a 404', async ({ request }) => {
  const base = `http://127.0.0.1:${DOWN_WEB_PORT}`
  for (const path of ['/staff-directory', '/staff-directory/bernard-heidenreich/30000']) {
    const response = await request.get(base + path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(503)
    expect(response.headers()['retry-after']).toBeTruthy()
  }
  expect((await request.get(`${base}/staff-directory/vcard/30000`)).status()).toBe(503)
})

for (const width of [390, 1366]) {
  for (const path of ['/staff-directory', '/staff-directory/bernard-heidenreich/30000']) {
    test(`${path} has no axe violations at ${width} px`, async ({ page }) => {
      // Axe reads every one of the directory's 200-odd rows: slower than a usual page.
      test.setTimeout(90_000)
      await page.setViewportSize({ width, height: 900 })
      await gotoHydrated(page, path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      await expectNoAxeViolations(page)
      // Nothing wider than the screen.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow).toBeLessThanOrEqual(0)
    })
  }
}
