import { expect, test } from 'vitest'

import { toSiteIdentity } from '~/utils/site-identity'
import type { SiteFacts } from '~/utils/site-facts'

import { buildPageStructuredData } from './page-structured-data'

const site = toSiteIdentity({
  theme: { siteName: 'Northfield State Athletics', universityName: 'Northfield State University' },
})
const facts = (school: Partial<SiteFacts['school']>): SiteFacts => ({
  appleAppId: null,
  school: { address: null, phone: null, mascotPlural: null, ...school },
})
const home = (siteFacts?: SiteFacts) =>
  buildPageStructuredData({
    kind: 'home',
    shell: { siteUrl: 'https://athletics.example', site, currentSport: null, siteFacts },
    title: 'Home',
    url: 'https://athletics.example/',
  })['@graph'] as Record<string, unknown>[]

test("the home page's department carries the school's postal address and phone", () => {
  const [department] = home(
    facts({ address: '1200 College Avenue, Northfield, MN 55000', phone: '(555) 010-2040' }),
  )
  expect(department).toMatchObject({
    '@type': 'SportsOrganization',
    name: 'Northfield State Athletics',
    address: {
      '@type': 'PostalAddress',
      streetAddress: '1200 College Avenue',
      addressLocality: 'Northfield',
      addressRegion: 'MN',
      postalCode: '55000',
    },
    telephone: '(555) 010-2040',
    parentOrganization: { '@type': 'CollegeOrUniversity', name: 'Northfield State University' },
  })
})

test('without the settings (unset, or not read) neither is claimed', () => {
  for (const department of [home()[0], home(facts({}))[0]]) {
    expect(department).toMatchObject({ '@type': 'SportsOrganization' })
    expect(department).not.toHaveProperty('address')
    expect(department).not.toHaveProperty('telephone')
  }
})
