import { expect, test } from './fixtures'
import { layoutShift, watchLayoutShifts } from './layout-shift'

// Lighthouse (mobile) measured CLS 0.16 on /search (issue 33): a short page has the footer's
// sponsor logos in view, and each logo's box grew from nothing to its picture's own size when
// the picture arrived. Each box is now the logo size before and after.

test('/search on a phone: the sponsor logos arriving late move nothing', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  // Pictures arrive after the first paint, as on a slow phone.
  await page.route('**/images/resize?**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700))
    await route.continue()
  })
  await watchLayoutShifts(page)
  await page.goto('/search')
  const logos = page.getByRole('region', { name: 'Our sponsors' }).locator('img')
  await expect(logos.first()).toBeVisible()
  const before = await logos.first().boundingBox()
  await expect
    .poll(() =>
      logos.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)),
    )
    .toBe(true)
  expect(await logos.first().boundingBox()).toEqual(before)
  expect(await layoutShift(page)).toBe(0)
})

// The featured sport's home on a first visit: its splash covers the page and its picture is the
// largest paint (Lighthouse), so the hero behind it does not download beside it at high priority.
test('a sport home gives its hero priority unless a splash is due', async ({ page }) => {
  const hero = (title: string) =>
    page.getByRole('region', { name: `${title} feature` }).locator('img')
  await page.goto('/sports/football')
  await expect(
    page.locator('link[rel="preload"][as="image"][imagesrcset*="splash"]').first(),
  ).toBeAttached()
  await expect(hero('Football')).toHaveAttribute('loading', 'lazy')
  await expect(hero('Football')).not.toHaveAttribute('fetchpriority')
  await page.goto('/sports/mens-basketball')
  await expect(page.locator('link[rel="preload"][as="image"][imagesrcset*="splash"]')).toHaveCount(
    0,
  )
  await expect(hero("Men's Basketball")).toHaveAttribute('fetchpriority', 'high')
  await expect(hero("Men's Basketball")).toHaveAttribute('loading', 'eager')
})
