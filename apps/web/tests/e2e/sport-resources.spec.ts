import { expect, test } from './fixtures'

// A sport home's own links (issue 33 §1): its publications and media guides, its moments and its
// forms, from the provider's data. The "More from {sport}" block has those the sport's menu
// (listed under "{sport} pages") does not: every one is on the page once, and each answers 200.

for (const [slug, title, forms] of [
  // The demo forms: the basketball camp (102), the recruiting questionnaire (113).
  ['mens-basketball', "Men's Basketball", ['/form/102', '/form/113']],
  ['football', 'Football', ['/form/113']],
] as const) {
  test(`the ${slug} home links its publications, moments and forms, each answering 200`, async ({
    page,
  }) => {
    expect((await page.goto(`/sports/${slug}`))?.status()).toBe(200)
    const block = page.getByRole('region', { name: `More from ${title}` })
    await expect(
      block.getByRole('link', { name: /^Media guides and publications/ }),
    ).toHaveAttribute('href', /^\/publications\?sport=[\w-]+$/)
    await expect(block.getByRole('link', { name: /Recruiting Questionnaire/ })).toHaveAttribute(
      'href',
      /^\/form\/\d+$/,
    )
    const main = page.getByRole('main')
    await expect(main.locator(`a[href="/sports/${slug}/moments"]`)).toHaveCount(1)
    for (const form of forms) await expect(main.locator(`a[href="${form}"]`)).toHaveCount(1)
    const hrefs = await block
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    expect(hrefs.length).toBeGreaterThanOrEqual(3)
    for (const href of hrefs) expect((await page.request.get(href)).status(), href).toBe(200)
  })
}

test('the block reads without JavaScript and leads to the sport’s publications', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/sports/football')
  const block = page.getByRole('region', { name: 'More from Football' })
  await block.getByRole('link', { name: /^Media guides and publications/ }).click()
  await expect(page).toHaveURL(/\/publications\?sport=football$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Football')
  await context.close()
})
