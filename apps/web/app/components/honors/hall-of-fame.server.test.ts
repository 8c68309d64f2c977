import { afterEach, expect, test, vi } from 'vitest'

import type { HallOfFameInductee } from '@fieldhouse/provider-client/hall-of-fame'
import type { Sport } from '@fieldhouse/provider-client/sports'

import { statusOf } from '~/test-support/status-of'
import { provider } from '~/utils/provider.server'

import { buildHallOfFamePage, buildInducteePage, toGroupTitle } from './hall-of-fame.server'

const signal = new AbortController().signal

const inductee = (over: Partial<HallOfFameInductee> = {}): HallOfFameInductee => ({
  id: 3088,
  name: 'Ray Brekke',
  firstName: 'Ray',
  lastName: 'Brekke',
  isTeam: false,
  inductionYear: 2025,
  classYear: 1991,
  sports: ['Baseball'],
  sportIds: [13],
  image: null,
  bio: null,
  social: [],
  ...over,
})

function stub(settings: { hideClass?: boolean } = {}) {
  vi.spyOn(provider, 'getHallOfFameSettings').mockResolvedValue({
    title: 'Athletics Hall of Fame',
    blurb: null,
    slug: 'hall-of-fame',
    defaultGrouping: 'induction-year',
    hideClass: settings.hideClass ?? false,
    hideInduction: false,
  })
  vi.spyOn(provider, 'getHallOfFameGroupings').mockResolvedValue([
    { slug: 'induction-year', value: 1, name: 'Induction Class' },
    { slug: 'sport', value: 2, name: 'Sport' },
  ])
  vi.spyOn(provider, 'getSports').mockResolvedValue([
    { id: 13, title: 'Baseball', shortName: 'base', globalSportNameSlug: 'baseball' } as Sport,
  ])
  const ray = inductee()
  return vi.spyOn(provider, 'loadHallOfFame').mockResolvedValue({
    status: 'ok',
    value: { inductees: [ray], groups: [{ key: '2025', inductees: [ray] }] },
  })
}

afterEach(() => {
  vi.restoreAllMocks()
})

test('buildHallOfFamePage: /honors is the default grouping, its plaques link the bios', async () => {
  const load = stub()
  const page = await buildHallOfFamePage({}, signal)
  expect(load).toHaveBeenCalledWith({ grouping: 'induction-year' }, { signal })
  expect(page.path).toBe('/honors')
  expect(page.groupings).toEqual([
    { name: 'Induction Class', path: '/honors', current: true },
    { name: 'Sport', path: '/honors/hall-of-fame/sport', current: false },
  ])
  expect(page.groups[0]).toMatchObject({
    title: 'Class of 2025',
    plaques: [
      {
        path: '/honors/hall-of-fame/ray-brekke/3088',
        classLine: 'Class of 1991',
        inductedLine: 'Inducted 2025',
        initials: 'RB',
      },
    ],
  })
})

test('buildHallOfFamePage: another grouping has its own address', async () => {
  const load = stub()
  const page = await buildHallOfFamePage({ slug: 'hall-of-fame', grouping: 'sport' }, signal)
  expect(load).toHaveBeenCalledWith({ grouping: 'sport' }, { signal })
  expect(page.path).toBe('/honors/hall-of-fame/sport')
})

test.each([
  ['an unknown slug', { slug: 'walk-of-fame' }, 404],
  ['an unknown grouping', { slug: 'hall-of-fame', grouping: 'height' }, 404],
  ['the slug in capitals', { slug: 'Hall-Of-Fame', grouping: 'sport' }, 301],
  ['the slug alone', { slug: 'hall-of-fame' }, 200],
])('buildHallOfFamePage: %s is a %i', async (_name, params, status) => {
  stub()
  expect(await statusOf(buildHallOfFamePage(params, signal))).toBe(status)
})

test('buildHallOfFamePage: the list unreadable is a 503', async () => {
  stub()
  vi.spyOn(provider, 'loadHallOfFame').mockResolvedValue({ status: 'unavailable' })
  expect(await statusOf(buildHallOfFamePage({}, signal))).toBe(503)
})

test('buildInducteePage: the bio, its sport linked, the class hidden when the hall says so', async () => {
  stub({ hideClass: true })
  vi.spyOn(provider, 'loadHallOfFameInductee').mockResolvedValue({
    status: 'ok',
    value: inductee(),
  })
  const page = await buildInducteePage(
    { slug: 'hall-of-fame', inducteeSlug: 'ray-brekke', inducteeId: '3088' },
    signal,
  )
  expect(page.inductee.sportLinks).toEqual([{ title: 'Baseball', path: '/sports/baseball' }])
  expect(page.inductee.classLine).toBeNull()
  expect(page.inductee.facts).toEqual([
    { label: 'Inducted', value: '2025' },
    { label: 'Sport', value: 'Baseball' },
  ])
  expect(page.hall).toEqual({ title: 'Athletics Hall of Fame', path: '/honors' })
})

test.each([
  ['a wrong name', { slug: 'hall-of-fame', inducteeSlug: 'ray-b', inducteeId: '3088' }, 301],
  ['an unknown hall', { slug: 'fame', inducteeSlug: 'ray-brekke', inducteeId: '3088' }, 404],
  [
    'an id that is none',
    { slug: 'hall-of-fame', inducteeSlug: 'ray-brekke', inducteeId: 'x' },
    404,
  ],
])('buildInducteePage: %s is a %i', async (_name, params, status) => {
  stub()
  vi.spyOn(provider, 'loadHallOfFameInductee').mockResolvedValue({
    status: 'ok',
    value: inductee(),
  })
  expect(await statusOf(buildInducteePage(params, signal))).toBe(status)
})

test('buildInducteePage: an unknown id is a 404', async () => {
  stub()
  vi.spyOn(provider, 'loadHallOfFameInductee').mockResolvedValue({ status: 'missing' })
  const params = { slug: 'hall-of-fame', inducteeSlug: 'ray-brekke', inducteeId: '9' }
  expect(await statusOf(buildInducteePage(params, signal))).toBe(404)
})

test.each([
  ['induction-year', '2025', 'Class of 2025'],
  ['class-year', '1991', 'Graduating class of 1991'],
  ['class-year', 'Teams and Coaches', 'Teams and Coaches'],
  ['sport', 'Baseball', 'Baseball'],
])('toGroupTitle(%s, %s) is %s', (grouping, key, title) => {
  expect(toGroupTitle(grouping, key)).toBe(title)
})
