import type { Page } from '@playwright/test'

import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'
import { gotoHydrated } from './hydrated'

// Box scores as real tenants send them (issue 33 part 3): the reference provider's softball box
// scores have the real shape (scoringSummary, scoringSummaryPlays, the venue's start, weather,
// umpires, scheduled innings and doubleheader flag, "1"/"0" flags, no home flag), and the page
// shows each part of it.

async function softballBoxScorePath(page: Page): Promise<string> {
  // The current season may not have started: the last full season has results.
  await page.goto('/sports/softball/schedule/2026')
  const href = await page
    .getByRole('link', { name: /^Box score\b/ })
    .first()
    .getAttribute('href')
  if (!href) throw new Error('the demo softball schedule links no box score')
  return href
}

for (const width of [390, 1366]) {
  test(`a softball box score shows its line score, scoring plays and venue facts at ${width} px`, async ({
    page,
  }) => {
    const path = await softballBoxScorePath(page)
    await page.setViewportSize({ width, height: 900 })
    const response = await gotoHydrated(page, path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Box score: .+ at .+$/)

    // The line score: innings from scoreByInnings, then runs, hits and errors.
    const line = page.getByRole('table', { name: 'Score by period' })
    const heads = await line.getByRole('columnheader').allInnerTexts()
    expect(heads.slice(-3)).toEqual(['R', 'H', 'E'])
    expect(heads.slice(1, -3).length).toBeGreaterThanOrEqual(7)
    await expect(line.getByRole('row')).toHaveCount(3)

    // The scoring plays, the last one with the final score.
    const plays = page.getByRole('region', { name: 'Scoring plays' }).getByRole('listitem')
    expect(await plays.count()).toBeGreaterThan(0)
    await expect(plays.first()).toContainText(/^(Top|Bottom) \d+(st|nd|rd|th)/)

    // The venue facts of the real shape.
    const facts = page.getByRole('region', { name: 'Game facts' })
    for (const term of ['Weather', 'Scheduled innings', 'Doubleheader', 'Umpires']) {
      await expect(facts.getByRole('term').filter({ hasText: term })).toHaveCount(1)
    }
    await expect(facts.getByRole('definition').filter({ hasText: /Home Plate: / })).toHaveCount(1)

    // Batting and pitching tables for both teams, starters read from "1"/"0".
    await expect(page.getByRole('table', { name: /: Hitting$/ })).toHaveCount(2)
    await expect(page.getByRole('table', { name: /: Pitching$/ })).toHaveCount(2)

    await expectNoAxeViolations(page)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
  })
}
