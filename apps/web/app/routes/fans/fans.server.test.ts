import { afterEach, expect, test, vi } from 'vitest'

import type { Partner } from '@fieldhouse/provider-client/partners'
import { toSafeHtml } from '@fieldhouse/provider-client/safe-html'
import type { SocialAccountGroup } from '@fieldhouse/provider-client/social-accounts'
import type { Sport } from '@fieldhouse/provider-client/sports'
import type {
  SportTickets,
  TicketDeposit,
  TicketOffice,
} from '@fieldhouse/provider-client/ticketing'

import { statusOf } from '~/test-support/status-of'
import { provider } from '~/utils/provider.server'

import { toPartnersList } from './partners-structured-data'
import { loadPartnersPage, toPartnerCard } from './partners.server'
import { toSocialAccountsData } from './social-accounts-structured-data'
import { loadSocialAccountsPage, toSocialGroups } from './social-accounts.server'
import { toTicketOfficeData } from './tickets-structured-data'
import { loadTicketsPage, toTicketsPage } from './tickets.server'

// The fans' page builders: what each page shows of the provider's answers, the main item's
// 404 and 503, and secondary calls that only leave their parts out.

afterEach(() => {
  vi.restoreAllMocks()
})

const signal = new AbortController().signal

const sport = (id: number, title: string, slug: string, nonSport = false) =>
  ({ id, title, globalSportNameSlug: slug, nonSport }) as Sport

const football = sport(10, 'Football', 'football')
const golf = sport(12, "Men's Golf", 'mens-golf')

const ticketed: SportTickets = {
  sportId: 10,
  sportTitle: 'Football',
  sportShortName: 'football',
  image: { url: '/images/demo/sports/football.svg', alt: 'Football' },
  sections: [
    {
      title: 'Single-Game Tickets',
      showTitle: true,
      links: [
        {
          title: 'Adults',
          body: toSafeHtml('<p>$35 per game.</p>'),
          text: 'Buy tickets',
          url: 'https://tickets.example/football/single-game',
          icon: 'ticket',
        },
      ],
    },
    { title: 'Empty', showTitle: true, links: [] },
  ],
}

const free: SportTickets = {
  sportId: 12,
  sportTitle: "Men's Golf",
  sportShortName: 'mgolf',
  image: null,
  sections: [
    {
      title: 'Admission',
      showTitle: true,
      links: [
        {
          title: 'Free admission',
          body: toSafeHtml('<p>Free.</p>'),
          text: null,
          url: null,
          icon: null,
        },
      ],
    },
  ],
}

const office: TicketOffice = {
  contact: { address: '1 Campus Way', email: 'tickets@school.example', phone: '(555) 010-2000' },
  hours: toSafeHtml('<p>Monday to Friday, 9&nbsp;a.m. to 5 p.m.</p>'),
  contactFirst: false,
  links: [],
  sports: [ticketed, free],
}

const deposit = (sportId: number, active = true): TicketDeposit => ({
  sportId,
  title: `Deposit ${sportId}`,
  information: null,
  url: 'https://tickets.example/season',
  maximumQuantity: 8,
  active,
})

test('tickets: sports that sell tickets get a block, the rest the free admission list', () => {
  const page = toTicketsPage(office, [], [football, golf])
  expect(page.ticketed.map((item) => item.title)).toEqual(['Football'])
  expect(page.free.map((item) => item.title)).toEqual(["Men's Golf"])
  // A section without links is left out.
  expect(page.ticketed[0]?.sections.map((section) => section.title)).toEqual([
    'Single-Game Tickets',
  ])
  expect(page.ticketed[0]?.anchor).toBe('football')
  expect(page.free[0]?.anchor).toBe('men-s-golf')
  expect(page.hoursText).toBe('Monday to Friday, 9 a.m. to 5 p.m.')
})

test('tickets: a sport links its home only when the sports list knows it as a sport', () => {
  expect(toTicketsPage(office, [], [football]).ticketed[0]?.homePath).toBe('/sports/football')
  expect(toTicketsPage(office, [], []).ticketed[0]?.homePath).toBeNull()
  const general = sport(10, 'Football', 'football', true)
  expect(toTicketsPage(office, [], [general]).ticketed[0]?.homePath).toBeNull()
})

test('tickets: active deposits go to their sport, others of no listed sport apart', () => {
  const page = toTicketsPage(office, [deposit(10), deposit(10, false), deposit(99)], [])
  expect(page.ticketed[0]?.deposits.map((item) => item.title)).toEqual(['Deposit 10'])
  expect(page.otherDeposits.map((item) => item.title)).toEqual(['Deposit 99'])
})

test('tickets: two sports of one title get distinct anchors', () => {
  const page = toTicketsPage(
    { ...office, sports: [ticketed, { ...ticketed, sportId: 11 }] },
    [],
    [],
  )
  expect(page.ticketed.map((item) => item.anchor)).toEqual(['football', 'football-more'])
})

test.each([
  [{ status: 'missing' } as const, 404],
  [{ status: 'unavailable' } as const, 503],
  [{ status: 'ok', value: office } as const, 200],
])('tickets: the ticket office answering %j makes the page %s', async (answer, status) => {
  vi.spyOn(provider, 'loadTicketOffice').mockResolvedValue(answer)
  vi.spyOn(provider, 'getTicketDeposits').mockResolvedValue([])
  vi.spyOn(provider, 'getSports').mockResolvedValue([])
  expect(await statusOf(loadTicketsPage(signal))).toBe(status)
})

test('tickets: JSON-LD names the ticket office as a ContactPoint with its hours', () => {
  const page = toTicketsPage(office, [], [])
  expect(toTicketOfficeData(page, 'Northfield Athletics', 'https://www.school.example')).toEqual({
    '@context': 'https://schema.org',
    '@type': 'SportsOrganization',
    name: 'Northfield Athletics',
    url: 'https://www.school.example/',
    address: '1 Campus Way',
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'ticket office',
      name: 'Ticket Office',
      telephone: '(555) 010-2000',
      email: 'tickets@school.example',
      description: 'Hours: Monday to Friday, 9 a.m. to 5 p.m.',
    },
  })
})

const partner = (id: number, link: string | null): Partner => ({
  id,
  name: `Partner ${id}`,
  link,
  opensInNewWindow: link !== null,
  logo: { url: `/images/demo/sponsors/sponsor-${id}.svg`, alt: `Partner ${id}` },
  description: id === 1 ? 'Visit Partner 1' : null,
})

test('partners: the link host is shown for outgoing links only', () => {
  expect(toPartnerCard(partner(1, 'https://www.acme.example/')).host).toBe('acme.example')
  expect(toPartnerCard(partner(2, null)).host).toBeNull()
  expect(toPartnerCard(partner(3, '/tickets')).host).toBeNull()
})

test.each([
  [{ status: 'missing' } as const, 404],
  [{ status: 'unavailable' } as const, 503],
  [{ status: 'ok' as const, value: [partner(1, null)] }, 200],
])('partners: the list answering %j makes the page %s', async (answer, status) => {
  vi.spyOn(provider, 'loadPartners').mockResolvedValue(answer)
  expect(await statusOf(loadPartnersPage(signal))).toBe(status)
})

test('partners: JSON-LD is an ItemList of Organizations with absolute addresses', () => {
  const cards = [partner(1, 'https://www.acme.example/'), partner(2, null)].map(toPartnerCard)
  const list = toPartnersList(cards, 'https://www.school.example')
  expect(list['@type']).toBe('ItemList')
  expect(list.itemListElement).toEqual([
    {
      '@type': 'ListItem',
      position: 1,
      item: {
        '@type': 'Organization',
        name: 'Partner 1',
        description: 'Visit Partner 1',
        url: 'https://www.acme.example/',
        logo: 'https://www.school.example/images/demo/sponsors/sponsor-1.svg',
      },
    },
    {
      '@type': 'ListItem',
      position: 2,
      item: {
        '@type': 'Organization',
        name: 'Partner 2',
        logo: 'https://www.school.example/images/demo/sponsors/sponsor-2.svg',
      },
    },
  ])
})

const groups: SocialAccountGroup[] = [
  {
    name: 'Athletics Department',
    owners: [
      {
        name: 'Northfield Athletics',
        title: 'Official accounts',
        links: [
          { platform: 'twitter', username: 'NSU', url: 'https://x.com/NSU', icon: null },
          { platform: 'tiktok', username: 'nsu', url: 'https://www.tiktok.com/@nsu', icon: null },
          {
            platform: 'mastodon',
            username: null,
            url: 'https://mastodon.example/@nsu',
            icon: null,
          },
        ],
      },
    ],
  },
  {
    name: "Men's Sports",
    owners: [
      {
        name: 'Football',
        title: null,
        links: [
          {
            platform: 'instagram',
            username: 'nsufb',
            url: 'https://www.instagram.com/nsufb/',
            icon: null,
          },
        ],
      },
    ],
  },
]

test('social accounts: channels get their names, an unknown one its own; sports their home', () => {
  const views = toSocialGroups(groups, [football])
  expect(views.map((group) => group.anchor)).toEqual(['group-1', 'group-2'])
  const links = views[0]?.owners[0]?.links.map(({ channel, name }) => `${channel}:${name}`)
  expect(links).toEqual(['twitter:X (Twitter)', 'tiktok:TikTok', 'null:mastodon'])
  expect(views[0]?.owners[0]?.links[0]?.username).toBe('NSU')
  expect(views[0]?.owners[0]?.homePath).toBeNull()
  expect(views[1]?.owners[0]).toMatchObject({
    homePath: '/sports/football',
    links: [{ name: 'Instagram', url: 'https://www.instagram.com/nsufb/' }],
  })
})

test.each([
  [{ status: 'missing' } as const, 404],
  [{ status: 'unavailable' } as const, 503],
  [{ status: 'ok', value: groups } as const, 200],
])('social accounts: the groups answering %j make the page %s', async (answer, status) => {
  vi.spyOn(provider, 'loadSocialAccounts').mockResolvedValue(answer)
  // The sports list failing (read as empty) only leaves the sports' home links out.
  vi.spyOn(provider, 'getSports').mockResolvedValue([])
  expect(await statusOf(loadSocialAccountsPage(signal))).toBe(status)
})

test('social accounts: JSON-LD is the department with sameAs, each team a subOrganization', () => {
  const data = toSocialAccountsData(
    toSocialGroups(groups, [football]),
    'https://www.school.example',
  )
  expect(data).toEqual({
    '@context': 'https://schema.org',
    '@type': 'SportsOrganization',
    name: 'Northfield Athletics',
    sameAs: ['https://x.com/NSU', 'https://www.tiktok.com/@nsu', 'https://mastodon.example/@nsu'],
    url: 'https://www.school.example/',
    subOrganization: [
      {
        '@type': 'SportsTeam',
        name: 'Football',
        url: 'https://www.school.example/sports/football',
        sameAs: ['https://www.instagram.com/nsufb/'],
      },
    ],
  })
})
