import { expect, test } from './fixtures'

// The shell's current sport (the sport navigation, data-sport-page) comes from a sports address
// only (packages/domain current-sport, issue 33 part 4): a hall-of-fame slug that spells a
// sport's name is that page's own slug, not a sport.

const shell = '#site-shell'

test('a sports address sets its sport in the shell', async ({ page }) => {
  await page.goto('/sports/football')
  await expect(page.locator(shell)).toHaveAttribute('data-sport-page')
})

for (const path of ['/honors/football', '/honors/mens-basketball']) {
  test(`${path}: a slug equal to a sport's name sets no sport`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBeLessThan(500)
    await expect(page.locator(shell)).toBeAttached()
    await expect(page.locator(shell)).not.toHaveAttribute('data-sport-page')
  })
}
