import { expect, test } from './fixtures'

// A sport home's "More from {sport}" (issue 33 §1): its publications and media guides, its
// moments and its forms, from the provider's data, each a page that answers.

for (const [slug, title, forms] of [
  ['mens-basketball', "Men's Basketball", ['Youth Basketball Camp', 'Recruiting Questionnaire']],
  ['football', 'Football', ['Recruiting Questionnaire']],
] as const) {
  test(`the ${slug} home links its publications, moments and forms, each answering 200`, async ({
    page,
  }) => {
    expect((await page.goto(`/sports/${slug}`))?.status()).toBe(200)
    const block = page.getByRole('region', { name: `More from ${title}` })
    await expect(
      block.getByRole('link', { name: /^Media guides and publications/ }),
    ).toHaveAttribute('href', /^\/publications\?sport=[\w-]+$/)
    await expect(
      block.getByRole('link', { name: new RegExp(`^${title} moments`) }),
    ).toHaveAttribute('href', `/sports/${slug}/moments`)
    for (const form of forms) {
      await expect(block.getByRole('link', { name: new RegExp(form) })).toHaveAttribute(
        'href',
        /^\/form\/\d+$/,
      )
    }
    const hrefs = await block
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    expect(hrefs.length).toBeGreaterThanOrEqual(3 + forms.length)
    for (const href of hrefs) expect((await page.request.get(href)).status(), href).toBe(200)
  })
}

test('the block reads without JavaScript and its links lead to pages of the sport', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/sports/football')
  const block = page.getByRole('region', { name: 'More from Football' })
  await block.getByRole('link', { name: /^Football moments/ }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Football Moments')
  await context.close()
})
