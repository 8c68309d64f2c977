import type { Locator, Page } from '@playwright/test'

import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'
import { gotoHydrated } from './hydrated'

// The home page's "Featured" carousel: the demo's home_multi location, six campaigns, one a view
// below 640 px, two from 640, three from 1024 (SPEC 3 swiper_options; decision 024).

function featured(page: Page): Locator {
  return page.getByRole('region', { name: 'Featured stories' })
}

// Controls appear once the carousel's chunk has come and it runs.
async function openHome(page: Page): Promise<Locator> {
  await gotoHydrated(page, '/')
  const carousel = featured(page)
  await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeVisible()
  return carousel
}

function position(carousel: Locator): Locator {
  return carousel.locator('[data-rotator-position]')
}

function announcement(carousel: Locator): Locator {
  return carousel.locator('[aria-live="polite"]')
}

function scrollLeft(carousel: Locator): Promise<number> {
  return carousel.locator('ul.rotator-track').evaluate((track) => track.scrollLeft)
}

// The row has come to rest at the slide its position names.
async function expectAt(carousel: Locator, text: string) {
  await expect(position(carousel)).toHaveText(text)
  const index = Number(text.split(' ')[0]) - 1
  await expect
    .poll(() =>
      carousel.locator('ul.rotator-track').evaluate((track, at) => {
        const slides = [...track.children] as HTMLElement[]
        const start = (slides[at]?.offsetLeft ?? 0) - (slides[0]?.offsetLeft ?? 0)
        return Math.abs(track.scrollLeft - Math.min(start, track.scrollWidth - track.clientWidth))
      }, index),
    )
    .toBeLessThan(2)
}

test('next and previous by keyboard move the row, loop, and announce the visitor’s change politely', async ({
  page,
}) => {
  const carousel = await openHome(page)
  await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(6)
  // Three in view at 1366 px: four starting positions.
  await expect(position(carousel)).toHaveText('1 of 4')
  const next = carousel.getByRole('button', { name: 'Next slide' })
  await next.focus()
  await page.keyboard.press('Enter')
  await expect(position(carousel)).toHaveText('2 of 4')
  await expect(announcement(carousel)).toHaveText('Slides 2 to 4 of 6')
  await expect.poll(() => scrollLeft(carousel)).toBeGreaterThan(300)
  await page.keyboard.press('Space')
  await page.keyboard.press('Space')
  await expect(position(carousel)).toHaveText('4 of 4')
  await page.keyboard.press('Enter')
  await expect(position(carousel)).toHaveText('1 of 4')
  await expect.poll(() => scrollLeft(carousel)).toBe(0)
  // Shift+Tab to previous, which loops to the end.
  await page.keyboard.press('Shift+Tab')
  await expect(carousel.getByRole('button', { name: 'Previous slide' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(position(carousel)).toHaveText('4 of 4')
  await expect(announcement(carousel)).toHaveText('Slides 4 to 6 of 6')
})

test("pagination as Swiper's default bullets: one button per starting slide, the current one marked, each moves the row there", async ({
  page,
}) => {
  const carousel = await openHome(page)
  // The demo's location asks for pagination (true): bullets, four at 1366 px (three in view).
  const bullets = carousel.locator('[data-rotator-bullet]')
  await expect(bullets).toHaveCount(4)
  await expect(carousel.getByRole('button', { name: 'Slides 1 to 3' })).toHaveAttribute(
    'aria-current',
    'true',
  )
  // Each bullet is a 24 px target at least (WCAG 2.2 target size).
  const box = await bullets.first().boundingBox()
  expect(box?.width).toBeGreaterThanOrEqual(24)
  expect(box?.height).toBeGreaterThanOrEqual(24)
  const third = carousel.getByRole('button', { name: 'Slides 3 to 5' })
  await third.focus()
  await page.keyboard.press('Enter')
  await expectAt(carousel, '3 of 4')
  await expect(third).toHaveAttribute('aria-current', 'true')
  await expect(bullets.and(page.locator('[aria-current]'))).toHaveCount(1)
  await expect(announcement(carousel)).toHaveText('Slides 3 to 5 of 6')
  // The position in words stays for screen readers; the bullets show it on screen.
  await expect(position(carousel)).toHaveClass(/sr-only/)
})

test('autoplay advances every 8 s without announcing; pause holds it, and so do hover and focus', async ({
  page,
}) => {
  await page.clock.install()
  const carousel = await openHome(page)
  await page.mouse.move(0, 0)
  await page.clock.fastForward(8100)
  await expectAt(carousel, '2 of 4')
  // Autoplay's changes are not announced.
  await expect(announcement(carousel)).toHaveText('')

  // Hovering holds it.
  await carousel.locator('ul.rotator-track').hover()
  await page.clock.fastForward(16_500)
  await expectAt(carousel, '2 of 4')
  await page.mouse.move(0, 0)
  await page.clock.fastForward(8100)
  await expectAt(carousel, '3 of 4')

  // Focus inside holds it (a link in view: focusing another would bring it into view).
  await carousel.locator('[aria-roledescription="slide"]').nth(2).getByRole('link').focus()
  await page.clock.fastForward(16_500)
  await expectAt(carousel, '3 of 4')
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())

  // The carousel's own pause (pausable), by keyboard.
  const pause = carousel.getByRole('button', { name: 'Pause Featured stories' })
  await pause.focus()
  await page.keyboard.press('Enter')
  const play = carousel.getByRole('button', { name: 'Play Featured stories' })
  await expect(play).toBeFocused()
  await play.evaluate((button) => button.blur())
  await page.mouse.move(0, 0)
  await page.clock.fastForward(16_500)
  await expectAt(carousel, '3 of 4')
  await play.click()
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await page.mouse.move(0, 0)
  await page.clock.fastForward(8100)
  await expectAt(carousel, '4 of 4')
})

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('there is no autoplay and no pause control; buttons still move the row, at once', async ({
    page,
  }) => {
    await page.clock.install()
    const carousel = await openHome(page)
    await page.mouse.move(0, 0)
    await page.clock.fastForward(20_000)
    await expect(position(carousel)).toHaveText('1 of 4')
    await expect(carousel.getByRole('button', { name: /Pause|Play/ })).toHaveCount(0)
    await carousel.getByRole('button', { name: 'Next slide' }).click()
    await expect(position(carousel)).toHaveText('2 of 4')
    await expect.poll(() => scrollLeft(carousel)).toBeGreaterThan(300)
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('one slide a view: six positions, each slide as wide as the row', async ({ page }) => {
    const carousel = await openHome(page)
    await expect(position(carousel)).toHaveText('1 of 6')
    const widths = await carousel
      .locator('[aria-roledescription="slide"]')
      .evaluateAll((slides) => slides.map((slide) => slide.getBoundingClientRect().width))
    const row = await carousel.locator('ul.rotator-track').evaluate((track) => track.clientWidth)
    for (const width of widths) expect(Math.abs(width - row)).toBeLessThan(1)
    await carousel.getByRole('button', { name: 'Next slide' }).click()
    await expect(announcement(carousel)).toHaveText('Slide 2 of 6')
  })
})

test.describe('touch swipes on a phone (SPEC.md 9 slider defaults)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

  // A finger on the row: down at `from`, `steps` moves to `from + distance` over `durationMs`,
  // then up (real touch events through the browser, as a phone sends them).
  async function swipe(page: Page, carousel: Locator, distance: number, durationMs: number) {
    await carousel.scrollIntoViewIfNeeded()
    const box = await carousel.locator('ul.rotator-track').boundingBox()
    if (!box) throw new Error('the row is not laid out')
    const y = box.y + box.height / 2
    const x = box.x + box.width / 2
    const cdp = await page.context().newCDPSession(page)
    // Each event carries the time it happens at, so a slow machine does not make a fast swipe
    // slow (the carousel reads the events' times).
    const began = Date.now() / 1000
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', at: number, ms: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x: at, y }],
        timestamp: began + ms / 1000,
      })
    await touch('touchStart', x, 0)
    const steps = 6
    for (let step = 1; step <= steps; step += 1) {
      await touch('touchMove', x + (distance * step) / steps, (durationMs * step) / steps)
    }
    await touch('touchEnd', x + distance, durationMs)
    await cdp.detach()
  }

  const rowShift = (carousel: Locator) =>
    carousel.locator('ul.rotator-track').evaluate((track) => ({
      left: track.scrollLeft,
      transform: track.style.transform,
    }))

  test('under 5 px nothing moves; a short fast swipe moves one slide; a slow one only past half a slide', async ({
    page,
  }) => {
    const carousel = await openHome(page)
    await carousel.scrollIntoViewIfNeeded()
    await expectAt(carousel, '1 of 6')
    // A finger that has moved 4 px (then leaves the screen: a cancelled touch, not a tap on the
    // slide's link) has moved nothing.
    const box = await carousel.locator('ul.rotator-track').boundingBox()
    const cdp = await page.context().newCDPSession(page)
    const at = (x: number) => [{ x, y: (box?.y ?? 0) + 100 }]
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(200) })
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(198) })
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(196) })
    expect(await rowShift(carousel)).toEqual({ left: 0, transform: '' })
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchCancel', touchPoints: [] })
    await cdp.detach()
    await expectAt(carousel, '1 of 6')
    // 60 px in about 60 ms: the next slide, though it is far from half the slide's width.
    await swipe(page, carousel, -60, 60)
    await expectAt(carousel, '2 of 6')
    // 120 px (a third of the slide) over 600 ms: back to where it was.
    await swipe(page, carousel, -120, 600)
    // It springs back: read the position once the row has settled (no shift, snapping back on).
    const track = carousel.locator('ul.rotator-track')
    await expect
      .poll(() => track.evaluate((row) => row.style.transform + row.style.scrollSnapType))
      .toBe('')
    await expectAt(carousel, '2 of 6')
    // 240 px (two thirds) over 600 ms: the next one.
    await swipe(page, carousel, -240, 600)
    await expectAt(carousel, '3 of 6')
    // And back, the other way.
    await swipe(page, carousel, 60, 60)
    await expectAt(carousel, '2 of 6')
    // None of the swipes was a tap on a slide's link.
    await expect(page).toHaveURL(/\/$/)
  })

  test('past the first slide the row resists (0.85) and springs back, over 300 ms', async ({
    page,
  }) => {
    const carousel = await openHome(page)
    const track = carousel.locator('ul.rotator-track')
    // Record the row's shift on every frame from here on.
    await track.evaluate((element) => {
      const shifts: string[] = []
      Object.assign(window, { __shifts: shifts })
      const record = () => {
        shifts.push(element.style.transform)
        requestAnimationFrame(record)
      }
      requestAnimationFrame(record)
    })
    await track.scrollIntoViewIfNeeded()
    const box = await track.boundingBox()
    const cdp = await page.context().newCDPSession(page)
    const y = (box?.y ?? 0) + 100
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 100, y }] })
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: 150, y }] })
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: 200, y }] })
    // 100 px of finger past the first slide show as 100^0.85 = 50 px.
    await expect
      .poll(async () => (await rowShift(carousel)).transform)
      .toBe('translateX(50.1187px)')
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    await expect.poll(async () => (await rowShift(carousel)).transform).toBe('')
    await expectAt(carousel, '1 of 6')
    // It came back in steps (an animation), not at once.
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)
    const between = new Set(shifts.filter((shift) => shift && shift !== 'translateX(50.1187px)'))
    expect(between.size).toBeGreaterThan(2)
    await cdp.detach()
  })

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' })

    test('a swipe moves the row at once', async ({ page }) => {
      const carousel = await openHome(page)
      await swipe(page, carousel, -60, 60)
      // Right after the finger lifts, the row is already at the next slide.
      const { left } = await rowShift(carousel)
      const width = await carousel
        .locator('[aria-roledescription="slide"]')
        .nth(1)
        .evaluate((slide) => (slide as HTMLElement).offsetLeft)
      const first = await carousel
        .locator('[aria-roledescription="slide"]')
        .first()
        .evaluate((slide) => (slide as HTMLElement).offsetLeft)
      expect(Math.abs(left - (width - first))).toBeLessThan(2)
      await expectAt(carousel, '2 of 6')
    })
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the slides are in the page, laid out, with working links and no dead buttons', async ({
    page,
  }) => {
    await page.goto('/')
    const carousel = featured(page)
    const slides = carousel.locator('[aria-roledescription="slide"]')
    await expect(slides).toHaveCount(6)
    await expect(carousel.getByRole('button')).toHaveCount(0)
    // Three a view at 1366 px, from the server's markup alone.
    const [first, row] = await Promise.all([
      slides.first().evaluate((slide) => slide.getBoundingClientRect().width),
      carousel.locator('ul.rotator-track').evaluate((track) => track.clientWidth),
    ])
    expect(Math.abs(first - (row - 32) / 3)).toBeLessThan(1)
    const link = slides.first().getByRole('link')
    await expect(link).toContainText('Plan your game day')
    expect((await page.request.get((await link.getAttribute('href')) ?? '')).status()).toBe(200)
  })
})

test('no axe violations with the carousels running, at 390 and 1366 px', async ({ page }) => {
  test.slow()
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 })
    const carousel = await openHome(page)
    await carousel.getByRole('button', { name: 'Next slide' }).click()
    await expectNoAxeViolations(page)
  }
})
