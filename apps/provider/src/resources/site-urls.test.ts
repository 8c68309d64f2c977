import { expect, test } from 'vitest'

import { toFacilityUrl, toPlayerUrl, toSiteSlug, toStaffUrl } from './site-urls'

test.each([
  ["Jordan O'Neil", 'jordan-o-neil'],
  ['José Núñez', 'jose-nunez'],
  ['Mary Kate Smith-Jones', 'mary-kate-smith-jones'],
  ['Jens Strauß', 'jens-strauss'],
  ['Harrington Arena & Pavilion', 'harrington-arena-pavilion'],
  ['日本', ''],
])('toSiteSlug(%j) is %j', (text, slug) => {
  expect(toSiteSlug(text)).toBe(slug)
})

test('the urls of a player, a coach, a support staff member and a facility', () => {
  const pat = { firstName: 'Pat', lastName: "O'Neil" }
  expect(toPlayerUrl('football', pat, 7)).toBe('/sports/football/roster/pat-o-neil/7')
  expect(toStaffUrl('golf', 'coach', pat, 8)).toBe('/sports/golf/roster/coaches/pat-o-neil/8')
  expect(toStaffUrl('golf', 'support', pat, 9)).toBe('/sports/golf/roster/staff/pat-o-neil/9')
  expect(toPlayerUrl('golf', { firstName: '—', lastName: '' }, 10)).toBe(
    '/sports/golf/roster/player/10',
  )
  expect(toFacilityUrl({ id: 501, title: 'Owl Stadium' })).toBe('/facilities/owl-stadium/501')
  expect(toFacilityUrl({ id: 9, title: '—' })).toBe('/facilities/facility/9')
})
