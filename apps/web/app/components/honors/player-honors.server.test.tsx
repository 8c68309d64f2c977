import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, expect, test, vi } from 'vitest'

import type { AllAmerican } from '@fieldhouse/provider-client/all-americans'
import type { Award } from '@fieldhouse/provider-client/awards'

import { provider } from '~/utils/provider.server'

import { getPlayerHonors, PlayerHonors } from './player-honors.server'

const baseball = {
  id: 13,
  title: 'Baseball',
  shortName: 'baseball',
  globalSportNameSlug: 'baseball',
}

const award = (id: number, over: Partial<Award> = {}) =>
  ({
    id,
    type: { id: 1, title: 'Conference Player of the Year' },
    firstName: 'Angel',
    lastName: 'Shanahan',
    playerId: 5,
    rosterPlayerId: 113,
    sport: baseball,
    academicYearLong: 'Junior',
    day: '2026-05-29',
    ...over,
  }) as Award

const selection = (id: number, over: Partial<AllAmerican> = {}) =>
  ({
    id,
    firstName: 'Angel',
    lastName: 'Shanahan',
    year: 2026,
    sport: baseball,
    team: 'Second Team',
    selector: 'ABCA',
    academic: false,
    playerId: 5,
    rosterPlayerId: 113,
    ...over,
  }) as AllAmerican

const signal = new AbortController().signal

function stub(awards: Award[], members: AllAmerican[], pages = 1) {
  const loadAwards = vi.spyOn(provider, 'loadAwards').mockImplementation(async ({ pageIndex }) => ({
    status: 'ok',
    value: { items: pageIndex === 0 ? awards : [], total: awards.length, page: pageIndex, pages },
  }))
  const loadAllAmericans = vi
    .spyOn(provider, 'loadAllAmericans')
    .mockResolvedValue({ status: 'ok', value: { members, groups: [] } })
  return { loadAwards, loadAllAmericans }
}

afterEach(() => {
  vi.restoreAllMocks()
})

test('a player’s honors: awards naming the person or a season of theirs, then all-Americans', async () => {
  const { loadAwards, loadAllAmericans } = stub(
    [
      award(1),
      // Another season's roster entry of the same person, no person id (an older record).
      award(2, {
        playerId: null,
        rosterPlayerId: 99,
        type: { id: 7, title: 'Athlete of the Week' },
      }),
      // Someone else.
      award(3, { playerId: 6, rosterPlayerId: 120 }),
    ],
    [
      selection(10, { year: 2025, academic: true, team: null, selector: null }),
      selection(11),
      selection(12, { playerId: 6, rosterPlayerId: 121 }),
    ],
  )
  const honors = await getPlayerHonors(13, { playerId: 5, rosterPlayerIds: [113, 99] }, signal)
  expect(loadAwards).toHaveBeenCalledWith(
    { sportId: 13, pageIndex: 0, pageSize: 100 },
    expect.anything(),
  )
  expect(loadAllAmericans).toHaveBeenCalledWith({ sportId: 13 }, expect.anything())
  expect(honors).toEqual([
    {
      key: 'award-1',
      title: 'Conference Player of the Year',
      detail: 'Junior · May 29, 2026',
      path: '/awards/1',
    },
    expect.objectContaining({ key: 'award-2', title: 'Athlete of the Week', path: '/awards/2' }),
    {
      key: 'all-american-11',
      title: 'All-American, Second Team',
      detail: '2026 · ABCA',
      path: '/all-americans/11',
    },
    {
      key: 'all-american-10',
      title: 'Academic All-American',
      detail: '2025',
      path: '/all-americans/10',
    },
  ])
})

test('the sport’s awards are read a hundred at a time, at most three pages', async () => {
  const { loadAwards } = stub([award(1)], [], 12)
  await getPlayerHonors(13, { playerId: 5, rosterPlayerIds: [113] }, signal)
  expect(loadAwards.mock.calls.map(([query]) => query.pageIndex)).toEqual([0, 1, 2])
})

test('lists that cannot be read add no honors', async () => {
  vi.spyOn(provider, 'loadAwards').mockResolvedValue({ status: 'unavailable' })
  vi.spyOn(provider, 'loadAllAmericans').mockResolvedValue({ status: 'unavailable' })
  expect(await getPlayerHonors(13, { playerId: 5, rosterPlayerIds: [113] }, signal)).toEqual([])
})

test('the Honors section links each honor; a player without honors has no section', () => {
  const html = renderToStaticMarkup(
    <PlayerHonors
      name="Angel Shanahan"
      honors={[{ key: 'a', title: 'Player of the Year', detail: '2026', path: '/awards/1' }]}
    />,
  )
  expect(html).toMatch(/<h2 id="honors-heading"[^>]*>Honors<\/h2>/)
  expect(html).toMatch(/<a href="\/awards\/1"[^>]*>.*Player of the Year/)
  expect(renderToStaticMarkup(<PlayerHonors name="A" honors={[]} />)).toBe('')
})
