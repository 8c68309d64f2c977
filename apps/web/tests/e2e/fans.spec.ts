import type { APIRequestContext, Page } from '@playwright/test'

import { DOWN_WEB_PORT, WEB_PORT } from '../../playwright.config'

import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'
import { gotoHydrated } from './hydrated'
import { getDemoData } from './provider-data'
import { expectSiteLinksAnswer } from './steps'

// The fans' pages of issue 20: tickets, partners and social accounts. Their content and links
// against the provider's own answers, without JavaScript too, their statuses with the provider
// down, and zero axe violations at phone and desktop widths.

const PAGES = ['/tickets', '/partners', '/social-accounts'] as const

type TicketLinkWire = { title: string; text: string; url: string }
type TicketsWire = {
  globalTicketExperienceConfig: { contact: { email: string; phone: string } }
  sports: {
    sportTitle: string
    ticketExperience: { sections: { title: string; links: TicketLinkWire[] }[] }
  }[]
}
type DepositsWire = { miscEvents: { deposit_title: string; ticket_url: string }[] }
type SponsorsWire = {
  campaigns: { title: string; link: string | null; open_in_new_window?: boolean }[]
}
type AccountWire = { link: string | null; username: string | null } | null
type SocialWire = {
  accounts: {
    name: string
    users: { name: string; instagram: AccountWire; twitter: AccountWire }[]
  }[]
}

/** A title, a description, the canonical address, one h1 and JSON-LD of the given type. */
async function expectPageMeta(page: Page, path: string, type: string) {
  await expect(page).toHaveTitle(/\S+ \| \S+/)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^.{50,}$/)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`${path}$`),
  )
  await expect(page.locator('h1')).toHaveCount(1)
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(ld.some((text) => text.includes(`"@type":"${type}"`))).toBe(true)
}

test('tickets: the office, every sport with its vendor links, deposits and free admission', async ({
  page,
  request,
}) => {
  const office = await getDemoData<TicketsWire>(request, '/TicketingExperience')
  const deposits = await getDemoData<DepositsWire>(request, '/Ticketing')
  const response = await gotoHydrated(page, '/tickets')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible()
  await expectPageMeta(page, '/tickets', 'ContactPoint')

  const contact = office.globalTicketExperienceConfig.contact
  const desk = page.getByRole('region', { name: 'Ticket Office' })
  await expect(desk.getByRole('link', { name: contact.phone })).toHaveAttribute('href', /^tel:\d+$/)
  await expect(desk.getByRole('link', { name: contact.email })).toHaveAttribute(
    'href',
    `mailto:${contact.email}`,
  )
  await expect(desk.getByText('Monday to Friday')).toBeVisible()

  // Every ticket link the provider sends is on the page, to the vendor as sent.
  for (const sport of office.sports) {
    for (const section of sport.ticketExperience.sections) {
      for (const link of section.links.filter((item) => item.url)) {
        const name = `${link.text} (${sport.sportTitle}, ${link.title})`
        await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute(
          'href',
          link.url,
        )
      }
    }
  }
  const football = page.getByRole('region', { name: 'Football', exact: true })
  await expect(football.getByRole('heading', { name: 'Season Tickets' })).toBeVisible()
  for (const deposit of deposits.miscEvents) {
    await expect(
      page.getByRole('heading', { name: deposit.deposit_title, exact: true }),
    ).toBeVisible()
  }
  const free = page.getByRole('region', { name: 'Free admission' })
  const freeSports = office.sports.filter((sport) =>
    sport.ticketExperience.sections.every((section) => section.links.every((link) => !link.url)),
  )
  expect(freeSports.length).toBeGreaterThan(0)
  for (const sport of freeSports) {
    await expect(free.getByRole('heading', { name: sport.sportTitle, exact: true })).toBeVisible()
  }
  // The sport menu jumps to a sport's block.
  await page
    .getByRole('navigation', { name: 'Tickets by sport' })
    .getByRole('link', { name: 'Football', exact: true })
    .click()
  await expect(page).toHaveURL(/\/tickets#football$/)
  await expectSiteLinksAnswer(page)
})

test("partners: the footer strip's sponsors with logos, names and their own links", async ({
  page,
  request,
}) => {
  const { campaigns } = await getDemoData<SponsorsWire>(
    request,
    '/promotions/footer_sponsors?$pageIndex=0&$pageSize=100',
  )
  expect(campaigns.length).toBeGreaterThan(2)
  const response = await gotoHydrated(page, '/partners')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Corporate Partners' })).toBeVisible()
  await expectPageMeta(page, '/partners', 'ItemList')
  const main = page.getByRole('main')
  const names = await main.getByRole('heading', { level: 2 }).allTextContents()
  expect(names).toEqual(campaigns.map((campaign) => campaign.title))
  await expect(main.locator('li img')).toHaveCount(campaigns.length)
  for (const campaign of campaigns) {
    const card = main
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: campaign.title }) })
    const link = card.getByRole('link')
    if (!campaign.link) {
      await expect(link).toHaveCount(0)
      continue
    }
    await expect(link).toHaveAttribute('href', campaign.link)
    if (campaign.open_in_new_window) {
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAccessibleName(/opens in a new window/)
    } else {
      await expect(link).not.toHaveAttribute('target', /./)
    }
  }
  // The same list as the footer's sponsor strip.
  await expect(
    page.getByRole('contentinfo').getByRole('img', { name: campaigns[0]!.title }),
  ).toBeVisible()
})

test('social accounts: grouped, each platform a labelled link with its mark', async ({
  page,
  request,
}) => {
  const { accounts } = await getDemoData<SocialWire>(request, '/SocialAccounts')
  const response = await gotoHydrated(page, '/social-accounts')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Social Media' })).toBeVisible()
  await expectPageMeta(page, '/social-accounts', 'SportsOrganization')
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).join('')
  expect(ld).toContain('"sameAs"')

  for (const group of accounts) {
    const section = page.getByRole('region', { name: group.name, exact: true })
    await expect(
      section.getByRole('heading', { level: 2, name: group.name, exact: true }),
    ).toBeVisible()
  }
  const department = accounts[0]!.users[0]!
  const x = page
    .getByRole('link', { name: `${department.name} on X (Twitter)`, exact: false })
    .first()
  await expect(x).toHaveAttribute('href', department.twitter!.link!)
  await expect(x.locator('svg')).toHaveCount(1)
  const sports = accounts.find((group) => group.name === "Men's Sports")!
  const sport = sports.users.find((user) => user.instagram?.link)!
  await expect(
    page.getByRole('link', { name: new RegExp(`^${sport.name} on Instagram`) }),
  ).toHaveAttribute('href', sport.instagram!.link!)
  // A sport's card leads to its home.
  await expect(
    page
      .getByRole('region', { name: "Men's Sports", exact: true })
      .getByRole('link', { name: sport.name, exact: true }),
  ).toHaveAttribute('href', /^\/sports\/[a-z-]+$/)
  await expectSiteLinksAnswer(page)
})

test('the three pages read the same without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const site = `http://127.0.0.1:${WEB_PORT}`
  await page.goto(`${site}/tickets`)
  await expect(page.getByRole('region', { name: 'Ticket Office' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Buy tickets (Football, Adults)' })).toBeVisible()
  await page.goto(`${site}/partners`)
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible()
  await page.goto(`${site}/social-accounts`)
  await page
    .getByRole('navigation', { name: 'Accounts by group' })
    .getByRole('link', { name: "Women's Sports" })
    .click()
  await expect(page).toHaveURL(/#group-3$/)
  await expect(page.getByRole('region', { name: "Women's Sports" })).toBeVisible()
  await context.close()
})

test('the demo navigation and footer lead to the three pages', async ({ page }) => {
  await gotoHydrated(page, '/')
  const footer = page.getByRole('navigation', { name: 'Footer' })
  await footer.getByRole('link', { name: 'Tickets' }).click()
  await expect(page).toHaveURL(/\/tickets$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible()
  for (const path of PAGES) {
    await expect(page.locator(`header a[href="${path}"]`).first()).toBeAttached()
  }
})

test('with the provider down, each page is a 503 to try again, never a 404', async ({
  request,
}) => {
  for (const path of PAGES) {
    const response = await request.get(`http://127.0.0.1:${DOWN_WEB_PORT}${path}`)
    expect(response.status(), path).toBe(503)
    expect(response.headers()['retry-after'], path).toMatch(/^\d+$/)
  }
})

for (const width of [390, 1366]) {
  test(`axe: no violations on the fans' pages at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    for (const path of PAGES) {
      await gotoHydrated(page, path)
      await expectNoAxeViolations(page)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      )
      expect(overflow, `${path} overflows at ${width} px`).toBeLessThanOrEqual(0)
    }
  })
}
