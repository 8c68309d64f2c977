import { afterEach, expect, test, vi } from 'vitest'

import type { Award } from '@fieldhouse/provider-client/awards'
import type { Sport } from '@fieldhouse/provider-client/sports'

import { statusOf } from '~/test-support/status-of'
import { provider } from '~/utils/provider.server'

import { buildAwardPage, buildAwardsPage, type AwardsQuery } from './awards.server'

const sport = (id: number, slug: string, shortName: string, nonSport = false) =>
  ({ id, title: slug, shortName, globalSportNameSlug: slug, nonSport }) as Sport

const award = (over: Partial<Award> = {}): Award => ({
  id: 7,
  type: { id: 1, title: 'Player of the Year' },
  firstName: 'Angel',
  lastName: 'Shanahan',
  playerId: 5,
  rosterPlayerId: 113,
  sport: { id: 13, title: 'Baseball', shortName: 'baseball', globalSportNameSlug: 'baseball' },
  position: 'Pitcher',
  positionShort: 'P',
  academicYear: 'Fr.',
  academicYearLong: 'Freshman',
  jerseyNumber: '21',
  hometown: 'Maple Grove, Minn.',
  highSchool: null,
  shortHighlights: 'Seven wins',
  highlights: null,
  image: null,
  day: '2026-05-29' as Award['day'],
  expires: null,
  ...over,
})

const signal = new AbortController().signal
const none: AwardsQuery = { type: null, sport: null, page: null }

function stub(pages = 3) {
  vi.spyOn(provider, 'getAwardTypes').mockResolvedValue([
    { id: 1, title: 'Player of the Year', display: null },
  ])
  vi.spyOn(provider, 'getSports').mockResolvedValue([
    sport(13, 'baseball', 'base'),
    sport(36, 'general', 'gen', true),
  ])
  return vi
    .spyOn(provider, 'loadAwards')
    .mockResolvedValue({ status: 'ok', value: { items: [award()], total: 60, page: 0, pages } })
}

afterEach(() => {
  vi.restoreAllMocks()
})

test('buildAwardsPage reads the filters as ids and links each award, its sport and roster', async () => {
  const load = stub()
  const page = await buildAwardsPage({ type: '1', sport: 'baseball', page: '2' }, signal)
  expect(load).toHaveBeenCalledWith(
    { typeId: 1, sportId: 13, pageIndex: 1, pageSize: 24 },
    { signal },
  )
  expect(page.path).toBe('/awards?page=2&sport=baseball&type=1')
  expect(page.sports).toEqual([{ value: 'baseball', label: 'baseball' }])
  expect(page.firstPosition).toBe(25)
  expect(page.awards[0]).toMatchObject({
    path: '/awards/7',
    name: 'Angel Shanahan',
    sport: { title: 'Baseball', path: '/sports/baseball' },
    dateText: 'May 29, 2026',
  })
})

test.each([
  ['an unknown type', { ...none, type: '99' }, 404],
  ['a type that is no id', { ...none, type: 'x' }, 404],
  ['an unknown sport', { ...none, sport: 'curling' }, 404],
  ['a non-sport', { ...none, sport: 'general' }, 404],
  ['page 0', { ...none, page: '0' }, 404],
  ['a page past the end', { ...none, page: '4' }, 404],
  ['page 1 written out', { ...none, page: '1' }, 301],
  ["a sport's short name", { ...none, sport: 'base' }, 301],
  ['a menu left at all', { ...none, type: '', sport: 'baseball' }, 301],
])('buildAwardsPage: %s is a %i', async (_name, query, status) => {
  stub()
  expect(await statusOf(buildAwardsPage(query, signal))).toBe(status)
})

test('buildAwardsPage: a filter that cannot be checked in an outage is a 503, not a 404', async () => {
  stub()
  vi.spyOn(provider, 'getAwardTypes').mockResolvedValue([])
  expect(await statusOf(buildAwardsPage({ ...none, type: '1' }, signal))).toBe(503)
})

test('buildAwardPage: facts, the roster bio and the lists it belongs to', async () => {
  stub()
  vi.spyOn(provider, 'loadAward').mockResolvedValue({ status: 'ok', value: award() })
  const { award: profile } = await buildAwardPage('7', signal)
  expect(profile.rosterBioPath).toBe('/sports/baseball/roster/angel-shanahan/113')
  expect(profile.moreOfType.path).toBe('/awards?type=1')
  expect(profile.moreOfSport?.path).toBe('/awards?sport=baseball')
  expect(profile.facts.map((fact) => fact.label)).toEqual([
    'Sport',
    'Position',
    'Class',
    'Number',
    'Hometown',
    'Announced',
  ])
})

test('buildAwardPage: no roster link without a roster entry or a sport the site has', async () => {
  stub()
  vi.spyOn(provider, 'loadAward').mockResolvedValue({
    status: 'ok',
    value: award({
      rosterPlayerId: null,
      sport: { id: 99, title: 'Fencing', shortName: null, globalSportNameSlug: null },
    }),
  })
  const { award: profile } = await buildAwardPage('7', signal)
  expect(profile.rosterBioPath).toBeNull()
  expect(profile.sport.path).toBeNull()
  expect(profile.moreOfSport).toBeNull()
})

test.each([
  ['missing', 404],
  ['unavailable', 503],
] as const)('buildAwardPage: a %s award is a %i', async (outcome, status) => {
  stub()
  vi.spyOn(provider, 'loadAward').mockResolvedValue({ status: outcome })
  expect(await statusOf(buildAwardPage('7', signal))).toBe(status)
  expect(await statusOf(buildAwardPage('07', signal))).toBe(404)
})
