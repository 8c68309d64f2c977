import { expect, test } from 'vitest'

import type { NavigationItem } from '@fieldhouse/provider-client/navigation'

import { searchSite } from './search.server'

const item = (
  id: number,
  title: string,
  url: string,
  items: NavigationItem[] = [],
): NavigationItem => ({
  id,
  title,
  url,
  className: null,
  openInNewWindow: false,
  columns: [],
  items,
  separator: false,
  sport: null,
  scheduleRosterNewsLinks: [],
  socialMediaLinks: [],
  stats: null,
})

const sports = [
  { title: "Men's Basketball", globalSportNameSlug: 'mens-basketball' },
  { title: "Women's Basketball", globalSportNameSlug: 'womens-basketball' },
  { title: 'Football', globalSportNameSlug: 'football' },
]
const navigation = [
  item(1, 'Fan Zone', '', [
    item(2, 'Kids Club', '/kids-club'),
    item(3, 'Football Tickets', '/tickets'),
  ]),
]

test.each([
  ['basketball', ["Men's Basketball", "Women's Basketball"]],
  ['WOMEN basketball', ["Women's Basketball"]],
  ['football', ['Football', 'Football Tickets']],
  ['kids', ['Kids Club']],
  ['   ', []],
  ['curling', []],
])('%j finds %j', (query, titles) => {
  expect(searchSite(query, sports, navigation).map((result) => result.title)).toEqual(titles)
})

test('a navigation result names the menu it sits in', () => {
  expect(searchSite('kids', sports, navigation)[0]?.context).toBe('Fan Zone')
})
