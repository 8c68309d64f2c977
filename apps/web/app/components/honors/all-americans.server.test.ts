import { afterEach, expect, test, vi } from 'vitest'

import type { AllAmerican } from '@fieldhouse/provider-client/all-americans'
import type { Sport } from '@fieldhouse/provider-client/sports'

import { statusOf } from '~/test-support/status-of'
import { provider } from '~/utils/provider.server'

import { buildAllAmericanPage, buildAllAmericansPage } from './all-americans.server'

const signal = new AbortController().signal

const member: AllAmerican = {
  id: 2137,
  firstName: 'Nancy',
  lastName: 'Bernier',
  year: 2026,
  sport: {
    id: 31,
    title: "Women's Track & Field",
    shortName: 'wtrack',
    globalSportNameSlug: 'wtf',
  },
  position: 'Middle Distance',
  hometown: 'Columbus, Ohio',
  team: 'Third Team',
  selector: 'USTFCCCA',
  academic: false,
  playerId: 531020,
  rosterPlayerId: 131053,
  image: { url: '/images/n.svg', alt: 'Nancy Bernier' },
  bio: null,
}

function stub() {
  vi.spyOn(provider, 'getAllAmericanGroupings').mockResolvedValue([
    { slug: 'year', value: 1, name: 'Year' },
    { slug: 'sport', value: 2, name: 'Sport' },
  ])
  vi.spyOn(provider, 'getAllAmericanSettings').mockResolvedValue({
    title: 'All-Americans',
    blurb: null,
    defaultGrouping: 'year',
  })
  vi.spyOn(provider, 'getSports').mockResolvedValue([
    {
      id: 31,
      title: "Women's Track & Field",
      shortName: 'wtrack',
      globalSportNameSlug: 'wtf',
    } as Sport,
  ])
  vi.spyOn(provider, 'loadAllAmerican').mockResolvedValue({ status: 'ok', value: member })
  return vi.spyOn(provider, 'loadAllAmericans').mockResolvedValue({
    status: 'ok',
    value: { members: [member], groups: [{ key: '2026', title: '2026', members: [member] }] },
  })
}

afterEach(() => {
  vi.restoreAllMocks()
})

test('buildAllAmericansPage: the default grouping at /all-americans, the others by query', async () => {
  const load = stub()
  const page = await buildAllAmericansPage(null, signal)
  expect(load).toHaveBeenCalledWith({ grouping: 'year' }, { signal })
  expect(page.path).toBe('/all-americans')
  expect(page.groupings.map((g) => g.path)).toEqual([
    '/all-americans',
    '/all-americans?grouping=sport',
  ])
  expect(page.groups[0]?.members[0]).toMatchObject({
    path: '/all-americans/2137',
    honor: 'Third Team · USTFCCCA',
    sport: { path: '/sports/wtf' },
  })
  expect((await buildAllAmericansPage('sport', signal)).path).toBe('/all-americans?grouping=sport')
})

test.each([
  ['an unknown grouping', 'height', 404],
  ['the default by name', 'year', 301],
  ['a grouping in capitals', 'Sport', 301],
])('buildAllAmericansPage: %s is a %i', async (_name, grouping, status) => {
  stub()
  expect(await statusOf(buildAllAmericansPage(grouping, signal))).toBe(status)
})

test('buildAllAmericanPage: the honor in words and the roster bio', async () => {
  stub()
  const { member: profile } = await buildAllAmericanPage('2137', signal)
  expect(profile.award).toBe('2026 Third Team All-American (USTFCCCA)')
  expect(profile.rosterBioPath).toBe('/sports/wtf/roster/nancy-bernier/131053')
})

test('buildAllAmericanPage: an unknown id is a 404, an outage a 503', async () => {
  stub()
  vi.spyOn(provider, 'loadAllAmerican').mockResolvedValueOnce({ status: 'missing' })
  expect(await statusOf(buildAllAmericanPage('1', signal))).toBe(404)
  vi.spyOn(provider, 'loadAllAmerican').mockResolvedValueOnce({ status: 'unavailable' })
  expect(await statusOf(buildAllAmericanPage('1', signal))).toBe(503)
})
