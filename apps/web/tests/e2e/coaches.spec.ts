import type { APIRequestContext } from '@playwright/test'

import { DOWN_WEB_PORT } from '../../playwright.config'
import { expect, test } from './fixtures'
import { getDemoData } from './provider-data'
import { showOldestSeason } from './steps'
import { expectUnavailableWhileDown } from './answers'

// The coach screens of issue 7: the coaches list by season, the coaching records (year by year
// and by head coach) and the coach and support staff bios. The demo tenant's football has a head
// coach with a record book going back decades; men's golf keeps no win-loss records.

type Staff = { staffId: number; firstName: string; lastName: string; title: string | null }

// The current football staff, read from the provider so no test hard-codes a seeded id.
async function getFootballStaff(request: APIRequestContext) {
  const roster = await getDemoData<{ coaches: Staff[]; support: Staff[] }>(
    request,
    '/Rosters/bySport/football',
  )
  const [head] = roster.coaches
  const [support] = roster.support
  if (!head || !support) throw new Error('the demo football roster has no staff')
  return { head, support }
}

// The name segment as the site's toSlug writes it (the seeded names have no accents).
const slugOf = (person: Staff) =>
  `${person.firstName} ${person.lastName}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

test('the coaches list shows the season staff with photos, titles and bios, and switches seasons', async ({
  page,
}) => {
  const response = await page.goto('/sports/football/coaches')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\d{4} Football Coaching Staff/i)
  const coaches = page.getByRole('region', { name: 'Coaches' })
  await expect(coaches.getByRole('listitem').first()).toContainText('Head Coach')
  const bio = coaches.getByRole('link').first()
  await expect(bio).toHaveAttribute('href', /^\/sports\/football\/roster\/coaches\/[a-z-]+\/\d+$/)
  await expect(
    page.getByRole('region', { name: 'Support staff' }).getByRole('link').first(),
  ).toHaveAttribute('href', /^\/sports\/football\/roster\/staff\/[a-z-]+\/\d+$/)
  await expect(coaches.getByRole('link', { name: /^Email / }).first()).toHaveAttribute(
    'href',
    /^mailto:/,
  )

  await showOldestSeason(page, '/sports/football/coaches')
})

test('journey: roster, coach bio, coaching records by year and by coach, back to the coaches', async ({
  page,
  request,
}) => {
  const { head } = await getFootballStaff(request)
  const name = `${head.firstName} ${head.lastName}`
  await page.goto('/sports/football/roster')
  await page
    .getByRole('region', { name: 'Coaching staff' })
    .getByRole('link', { name, exact: true })
    .click()
  await expect(page).toHaveURL(
    new RegExp(`/sports/football/roster/coaches/${slugOf(head)}/${head.staffId}$`),
  )
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  await expect(page.getByRole('heading', { level: 2, name: 'Biography' })).toBeVisible()
  // The coach's own contact links, in the page's main (the footer has the school's phone).
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: /^\S+@\S+\.\S+$/ })).toHaveAttribute(
    'href',
    /^mailto:/,
  )
  await expect(main.getByRole('link', { name: /^\(\d{3}\)/ })).toHaveAttribute('href', /^tel:\d+$/)
  // Link-preview tags are in the server's page only (seo/crawler-tags.ts), not after a
  // client-side navigation like this one.
  const bio = await request.get(new URL(page.url()).pathname)
  expect(await bio.text()).toMatch(
    /<meta property="og:image" content="[^"]*\/images\/resize\?[^"]*type=jpeg/,
  )
  const person = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
  ) as { '@type'?: string; name?: string; jobTitle?: string; worksFor?: { '@type'?: string } }
  expect(person).toMatchObject({ '@type': 'Person', name, jobTitle: head.title ?? undefined })
  expect(person.worksFor?.['@type']).toBe('SportsTeam')

  await page.getByRole('link', { name: 'Football coaching records' }).click()
  await expect(page).toHaveURL(/\/sports\/football\/coaches\/year$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Football Coaching Records')
  const years = page.getByRole('table')
  expect(await years.locator('tbody tr').count()).toBeGreaterThan(10)
  await expect(years.getByRole('rowheader', { name: 'Totals' })).toBeVisible()
  // Percentages as record books print them.
  for (const cell of await years.locator('tbody tr td:nth-child(4)').allInnerTexts()) {
    expect(cell).toMatch(/^(\.\d{3}|1\.000)$/)
  }

  await page.getByRole('link', { name: 'By head coach' }).click()
  await expect(page).toHaveURL(/\/sports\/football\/coaches\/overall$/)
  await expect(page.getByRole('rowheader', { name })).toBeVisible()
  await expect(page.getByText('By head coach', { exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )

  await page.getByRole('link', { name: 'Football coaching staff' }).click()
  await expect(page).toHaveURL(/\/sports\/football\/coaches$/)
})

test('a support staff bio has contact and no coaching records link', async ({ page, request }) => {
  const { support } = await getFootballStaff(request)
  const path = `/sports/football/roster/staff/${slugOf(support)}/${support.staffId}`
  const response = await page.goto(path)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `${support.firstName} ${support.lastName}`,
  )
  await expect(page.getByRole('heading', { level: 2, name: 'Contact' })).toBeVisible()
  await expect(page.getByRole('link', { name: /coaching records/ })).toHaveCount(0)
})

test('a sport without records says so in a sentence, not an empty table', async ({ page }) => {
  for (const view of ['year', 'overall']) {
    const response = await page.goto(`/sports/mens-golf/coaches/${view}`)
    expect(response?.status()).toBe(200)
    await expect(
      page.getByText("No win-loss coaching records are kept for Men's Golf."),
    ).toBeVisible()
    await expect(page.getByRole('table')).toHaveCount(0)
  }
})

test('coach addresses: 200, 301 for another spelling, 404 for what names nothing', async ({
  request,
}) => {
  const { head, support } = await getFootballStaff(request)
  const coachBio = `/sports/football/roster/coaches/${slugOf(head)}/${head.staffId}`
  const staffBio = `/sports/football/roster/staff/${slugOf(support)}/${support.staffId}`
  for (const path of [
    '/sports/football/coaches',
    '/sports/football/coaches/2025',
    '/sports/football/coaches/year',
    '/sports/football/coaches/overall',
    coachBio,
    staffBio,
  ]) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200)
  }
  for (const [path, location] of [
    ['/sports/mens-basketball/coaches/2025', '/sports/mens-basketball/coaches/2025-26'],
    [`/sports/football/roster/coaches/someone-else/${head.staffId}`, coachBio],
    [`/sports/football/roster/staff/${slugOf(head)}/${head.staffId}`, coachBio],
    [`/sports/mens-soccer/roster/coaches/${slugOf(head)}/${head.staffId}`, coachBio],
    [`/sports/football/roster/coaches/${slugOf(support)}/${support.staffId}`, staffBio],
  ] as const) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(301)
    expect(new URL(response.headers()['location'] ?? '', 'http://x').pathname, path).toBe(location)
  }
  for (const path of [
    '/sports/no-such-sport/coaches',
    '/sports/football/coaches/1901',
    '/sports/football/coaches/2025-27',
    '/sports/no-such-sport/coaches/year',
    '/sports/no-such-sport/coaches/overall',
    '/sports/football/roster/coaches/nobody/99999',
    '/sports/football/roster/staff/nobody/99999',
    `/sports/football/roster/coaches/${slugOf(head)}/0${head.staffId}`,
    '/sports/football/roster/coaches/nobody/abc',
    `/sports/no-such-sport/roster/coaches/${slugOf(head)}/${head.staffId}`,
  ]) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404)
  }
})

test('with the provider down the coach screens are 503s, a malformed id still a 404', async ({
  request,
}) => {
  const base = `http://127.0.0.1:${DOWN_WEB_PORT}`
  await expectUnavailableWhileDown(request, [
    '/sports/football/coaches',
    '/sports/football/coaches/year',
    '/sports/football/roster/coaches/hector-gerhold/41000',
    '/sports/football/roster/staff/someone/41007',
  ])
  expect((await request.get(`${base}/sports/football/roster/coaches/x/abc`)).status()).toBe(404)
})
