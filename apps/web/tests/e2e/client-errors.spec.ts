import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { gotoHydrated } from './hydrated'

// Client error reporting (SPEC.md 8 "Image load failure" and "Thumbnail error rate", issue 33
// 2.9): measurement/client-errors.client.ts, started by the lazily loaded measurement module.

type Reported = { itemId: string; src: string }

// Every image-failure event of the page, from before the page's first byte.
async function recordImageErrors(page: Page) {
  await page.addInitScript(() => {
    const reported: Reported[] = []
    Object.assign(window, { __imageErrors: reported })
    document.addEventListener('fieldhouse:image-error', (event) => {
      const { element, itemId } = (
        event as CustomEvent<{ element: HTMLImageElement; itemId: string }>
      ).detail
      reported.push({ itemId, src: new URL(element.src).pathname + new URL(element.src).search })
    })
  })
}

const imageErrors = (page: Page) =>
  page.evaluate(() => (window as unknown as { __imageErrors: Reported[] }).__imageErrors)

/** Adds `count` thumbnails whose pictures fail (the image service's answer is aborted). */
async function addBrokenThumbnails(page: Page, count: number, itemId: string | null) {
  await page.evaluate(
    ([count, itemId]) => {
      const box = document.createElement('div')
      if (itemId) box.dataset.itemId = itemId
      for (let n = 0; n < count; n += 1) {
        const image = document.createElement('img')
        image.alt = ''
        image.src = `/images/resize?url=%2Fbroken-${itemId ?? 'none'}-${n}.jpg&width=64&type=webp`
        box.append(image)
      }
      document.querySelector('main')?.append(box)
    },
    [count, itemId] as const,
  )
}

test.beforeEach(async ({ page }) => {
  await page.route(/\/images\/resize\?url=%2Fbroken-/, (route) => route.abort())
})

test('an image that fails emits the event with its element and the item id, or unknown', async ({
  page,
}) => {
  await recordImageErrors(page)
  await gotoHydrated(page, '/')
  await addBrokenThumbnails(page, 1, 'story-7')
  await addBrokenThumbnails(page, 1, null)
  await expect
    .poll(() => imageErrors(page))
    .toEqual(
      expect.arrayContaining([
        { itemId: 'story-7', src: '/images/resize?url=%2Fbroken-story-7-0.jpg&width=64&type=webp' },
        { itemId: 'unknown', src: '/images/resize?url=%2Fbroken-none-0.jpg&width=64&type=webp' },
      ]),
    )
  expect(await imageErrors(page)).toHaveLength(2)
})

test('an image of the page that failed before the reporter loaded is reported once', async ({
  page,
}) => {
  // Every picture of the home page's header logo fails, from the first byte.
  await page.route(/\/images\/.*logo/i, (route) => route.abort())
  await recordImageErrors(page)
  await gotoHydrated(page, '/')
  const logos = await page.evaluate(
    () => [...document.images].filter((image) => image.complete && image.naturalWidth === 0).length,
  )
  expect(logos).toBeGreaterThan(0)
  await expect.poll(async () => (await imageErrors(page)).length).toBe(logos)
  // Nothing is reported twice: one more failed picture later is the only report added.
  await addBrokenThumbnails(page, 1, null)
  await expect.poll(async () => (await imageErrors(page)).length).toBeGreaterThan(logos)
  expect(await imageErrors(page)).toHaveLength(logos + 1)
})

test('200 failed thumbnails raise one high-error-rate alert, not one more within the cooldown', async ({
  page,
}) => {
  const alerts: string[] = []
  page.on('console', (message) => {
    if (message.text().startsWith('High-error-rate alert')) alerts.push(message.text())
  })
  await recordImageErrors(page)
  await gotoHydrated(page, '/')
  await addBrokenThumbnails(page, 199, 'a')
  await expect.poll(async () => (await imageErrors(page)).length).toBe(199)
  expect(alerts).toEqual([])
  await addBrokenThumbnails(page, 1, 'b')
  await expect
    .poll(() => alerts)
    .toEqual(['High-error-rate alert: 200 images of thumbnails failed within 5 minutes'])
  await addBrokenThumbnails(page, 50, 'c')
  await expect.poll(async () => (await imageErrors(page)).length).toBe(250)
  expect(alerts).toHaveLength(1)
})

test("a tracking tag's stylesheet that fails to load is logged", async ({ page }) => {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  // The page's tags as the site answers them, plus a stylesheet whose file cannot be loaded.
  await page.route(/\/tracking\/tags\.json/, async (route) => {
    const parts = (await (await route.fetch()).json()) as unknown[]
    const style = { tag: 9001, spot: 'head', kind: 'style', url: '/tracking/gone.css' }
    await route.fulfill({
      json: [...parts, { ...style, text: null, async: false, attributes: {} }],
    })
  })
  await page.route(/\/tracking\/gone\.css/, (route) => route.abort())
  await gotoHydrated(page, '/')
  await expect(page.locator('head link[data-tracking-tag="9001"]')).toHaveCount(1)
  await expect
    .poll(() => warnings)
    .toContainEqual(expect.stringMatching(/Stylesheet failed to load: .*\/tracking\/gone\.css$/))
})
