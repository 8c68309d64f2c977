import { expect, test } from 'vitest'

import { toDataLayerPage, toDataLayerSite } from './data-layer'

const site = toDataLayerSite({
  tenant: 'demo',
  clientName: 'Northfield State',
  clientAbbreviation: 'NSU',
  isPower5Client: true,
})

test.each([
  ['home', '/', 'home-page', 'home', 'homepage'],
  ['story', '/news/2026/1/1/x', 'story', 'stories', 'story'],
  ['archives', '/archives', 'story-archives', 'stories-archives', 'archives'],
  ['roster-bio', '/sports/football/roster/a/1', 'roster-player', 'roster-player', 'roster_bio'],
  ['search', '/search', 'unknown', 'unknown', 'not-found'],
  ['not-found', '/404', 'error-404', 'error-404', 'not-found'],
  [null, '/x', 'unknown', 'unknown', 'not-found'],
] as const)('%s: page type %s (targeting %s), name %s', (kind, path, type, targeting, name) => {
  const pushed = toDataLayerPage(site, kind, path, null)
  expect(pushed.page).toEqual({ type, targeting_type: targeting, name, path, sport: null })
  expect(pushed.logged_in_status).toBe(false)
})

test('school and site attributes come from the configuration, null or false when unknown', () => {
  expect(site).toEqual({
    school: {
      name: 'Northfield State',
      abbreviation: 'NSU',
      division: null,
      conference: null,
      region: null,
      client_id: null,
    },
    site: {
      tenant: 'demo',
      power5: true,
      all_access: false,
      ticket_provider: null,
      sidearm_extended: false,
      fanbase_partner: false,
    },
  })
  expect(toDataLayerSite(null).school.name).toBeNull()
})
