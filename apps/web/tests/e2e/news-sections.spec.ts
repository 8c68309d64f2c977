import { expect, test } from './fixtures'
import { gotoHydrated } from './hydrated'

// The newest stories on the home page (every sport's) and on a sport's home (its own), made on
// the server: readable without JavaScript, each linking its story, with a way to the archive.

for (const { path, heading, all, archive } of [
  { path: '/', heading: 'Latest news', all: 'All news', archive: '/archives' },
  {
    path: '/sports/football',
    heading: 'Football news',
    all: 'All Football news',
    archive: '/sports/football/archives',
  },
]) {
  test(`${path}: ${heading}, each story a page, and the archive`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(path)
    const section = page.getByRole('region', { name: heading })
    await expect(section).toBeVisible()
    const stories = section.getByRole('heading', { level: 3 }).getByRole('link')
    expect(await stories.count()).toBeGreaterThan(0)
    for (const href of await stories.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href') ?? ''),
    )) {
      expect(href).toMatch(/^\/news\/\d{4}\/\d{1,2}\/\d{1,2}\/[\w-]+$/)
      expect((await page.request.get(href)).status(), href).toBe(200)
    }
    await section.getByRole('link', { name: all }).click()
    await expect(page).toHaveURL(archive)
    await context.close()
  })
}

test('the home page news rotator pauses and resumes from the keyboard; its slides are stories', async ({
  page,
}) => {
  await gotoHydrated(page, '/')
  const pause = page.getByRole('button', { name: 'Pause Top stories' })
  await pause.focus()
  await page.keyboard.press('Enter')
  const play = page.getByRole('button', { name: 'Play Top stories' })
  await expect(play).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Pause Top stories' })).toBeFocused()
  const slides = page.locator('[aria-roledescription="slide"]').filter({
    has: page.getByRole('heading', { level: 3 }),
  })
  expect(await slides.count()).toBeGreaterThan(1)
  for (const href of await slides
    .getByRole('heading', { level: 3 })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
    expect((await page.request.get(href)).status(), href).toBe(200)
  }
})
