import { expect, test } from 'vitest'

import { openWebModules } from './provider-process'

// SPEC.md 4's checks of the 404 page (legacy URLs, the provider's route rules, external paths)
// against a real reference-provider process with the demo tenant's sports and rules
// (apps/provider/src/seed/redirects.ts). What a visitor types decides only whether a check
// applies, never where an outside redirect goes.

async function importWeb() {
  const checks = await import('../../apps/web/app/route-checks/run-route-checks.server')
  const rules = await import('../../apps/web/app/route-checks/redirect-rules.server')
  return {
    getNotFoundRedirect: checks.getNotFoundRedirect,
    findPageRedirect: rules.findPageRedirect,
    loadRedirectMatcher: rules.loadRedirectMatcher,
  }
}

const web = openWebModules(importWeb)

const SITE = 'https://site.test'
const moved = async (address: string) =>
  web().getNotFoundRedirect(new URL(address, SITE), new AbortController().signal)

test.each([
  ['/roster.aspx?path=football', '/sports/football/roster'],
  ['/roster.aspx?path=MBBALL', '/sports/mens-basketball/roster'],
  ['/schedule.aspx?path=wbball', '/sports/womens-basketball/schedule'],
  ['/coaches.aspx?path=football', '/sports/football/coaches'],
  ['/cumestats.aspx?path=baseball', '/sports/baseball/stats'],
  ['/archives.aspx?path=football', '/sports/football/archives'],
  ['/index.aspx?path=softball', '/sports/softball'],
  ['/index.aspx', '/'],
  ['/staff.aspx', '/staff-directory'],
  ['/calendar.aspx', '/calendar'],
  ['/news/2024/1/2/owls-win.aspx', '/news/2024/1/2/owls-win'],
])('the legacy address %s moves for good to %s', async (address, location) => {
  expect(await moved(address)).toEqual({ kind: 'redirect', location, status: 301, external: false })
})

test.each([
  '/roster.aspx?path=curling',
  '/roster.aspx',
  '/boxscore.aspx?id=999999999',
  '/boxscore.aspx?id=abc',
  '/coaches.aspx?rc=999999999',
])('the legacy address %s names nothing: the 404 page', async (address) => {
  expect(await moved(address)).toBeNull()
})

test('the provider rules: a renamed page, a chain, a story', async () => {
  expect(await moved('/tickets-old')).toEqual({
    kind: 'redirect',
    location: '/tickets',
    status: 302,
    external: false,
  })
  expect((await moved('/season-tickets'))?.location).toBe('/tickets')
  expect((await moved('/campaign/owls-rising'))?.location).toMatch(/^\/news\/\d{4}\/\d+\/\d+\//)
})

test('a loop of rules, an unsafe target and another site end on the 404 page', async () => {
  expect(await moved('/donate')).toBeNull()
  expect(await moved('/loop-donate')).toBeNull()
  expect(await moved('/unsafe-rule')).toBeNull()
  // Issue 33: the rules never send a visitor off-site (docs/decisions/033).
  expect(await moved('/store')).toBeNull()
  expect(await moved('/camps')).toBeNull()
})

// Before every page (docs/decisions/033): the rules read once, then looked up without waiting.
test('a page that answers is moved by its rule; a loop or an outside target leaves it be', async () => {
  await web().loadRedirectMatcher()
  const campaign = await moved('/campaign/owls-rising')
  const rules = (await (
    await fetch(`${process.env.PROVIDER_URL}/api/v2/Redirects`, {
      headers: { tenant: 'demo' },
    })
  ).json()) as { from: string; to: string }[]
  const oldStory = rules.find((rule) => /^\/news\//.test(rule.from))?.from ?? ''
  expect(web().findPageRedirect(oldStory)).toEqual({ location: campaign?.location, status: 302 })
  expect(web().findPageRedirect('/tickets-old')).toEqual({ location: '/tickets', status: 302 })
  for (const page of ['/', '/calendar', '/calendar-old', '/facilities', '/sports/football'])
    expect(web().findPageRedirect(page), page).toBeNull()
})

// Anything a visitor can put in an address: nothing leaves the site, whatever the address holds.
test.each([
  '/roster.aspx?path=https://evil.test',
  '/roster.aspx?path=//evil.test',
  '/schedule.aspx?path=%2F%2Fevil.test',
  '/coaches.aspx?rc=1&path=https://evil.test',
  '/tickets-old?next=https://evil.test',
  '/store?to=https://evil.test',
  '//evil.test',
  '/%2F%2Fevil.test',
  '/\\evil.test',
  '/..%2F..%2Fevil.test',
  '/https:/evil.test',
  '/watch?next=https://evil.test',
  `/${'a'.repeat(5000)}`,
])('%s makes no open redirect', async (address) => {
  const answer = await moved(address)
  if (answer) expect(answer.location).toMatch(/^\/(?![/\\])/)
})

test('an address longer than any page is not looked at', async () => {
  expect(await moved(`/tickets-old?${'x'.repeat(3000)}`)).toBeNull()
})
