import type { Page } from '@playwright/test'

/**
 * Starts counting CLS as the browser does (every layout shift not caused by the visitor's own
 * input) from the next document the page loads; read it with layoutShift().
 */
export async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const target = window as unknown as { layoutShift: number }
    target.layoutShift = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number
        hadRecentInput: boolean
      }[]) {
        if (!entry.hadRecentInput) target.layoutShift += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** The layout shift counted so far on the page's document (watchLayoutShifts). */
export const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)
