import { afterEach, expect, test, vi } from 'vitest'

import {
  toFixtureGame,
  wireEvent,
  wireUpcomingEvent,
} from '@fieldhouse/provider-client/games-fixtures'
import {
  DEFAULT_SCHEDULE_SETTINGS,
  type ScheduleSettings,
} from '@fieldhouse/provider-client/schedule'
import { toSport } from '@fieldhouse/provider-client/sports'

import { schedulePath } from '~/paths/schedule'
import { provider } from '~/utils/provider.server'

import { loadSchedulePage } from './schedule.server'

// The schedule pages read the department's Schedule/settings: default view, score display,
// at/vs and the opponent history links (SPEC 3 "Schedule page").

const signal = new AbortController().signal

const soccer = toSport({
  id: 10,
  title: "Men's Soccer",
  abbrev: 'MSOC',
  shortName: 'msoc',
  globalSportId: 6,
  globalSportShortName: 'msoc',
  globalSportNameSlug: 'mens-soccer',
  displayOpponentHistory: true,
})

// The sample's loss at home (1-3 to Georgetown) and an away game to come.
const lost = toFixtureGame(wireEvent)
const away = toFixtureGame(wireUpcomingEvent)

function stub(settings: ScheduleSettings) {
  vi.spyOn(provider, 'loadSports').mockResolvedValue({ status: 'ok', value: [soccer] })
  vi.spyOn(provider, 'loadRelatedSeasons').mockResolvedValue({
    status: 'ok',
    value: [{ title: '2026', scheduleId: null, isCurrent: true, globalSportNameSlug: null }],
  })
  vi.spyOn(provider, 'getSiteSettings').mockResolvedValue(null)
  vi.spyOn(provider, 'getScheduleSettings').mockResolvedValue(settings)
  vi.spyOn(provider, 'loadGames').mockResolvedValue({ status: 'ok', value: [lost, away] })
  vi.spyOn(provider, 'getScheduleRecord').mockResolvedValue(null)
  const filters = vi
    .spyOn(provider, 'getOpponentFilters')
    .mockResolvedValue([{ opponentId: lost.opponent?.id ?? 0, name: 'Georgetown' }])
  return { filters }
}

const load = () => loadSchedulePage({ slug: 'mens-soccer' }, { filter: null }, signal, schedulePath)
const games = (page: Awaited<ReturnType<typeof load>>) =>
  page.months.flatMap((month) => month.games)

afterEach(() => {
  vi.restoreAllMocks()
})

test('our defaults: the list, our score first, at/vs, opponent history links', async () => {
  stub(DEFAULT_SCHEDULE_SETTINGS)
  const page = await load()
  expect(page.defaultView).toBe('list')
  expect(page.opponentHistoryPath).toBe('/sports/mens-soccer/opponent-history')
  const [first, second] = games(page)
  expect(first?.result).toEqual({ status: 'L', score: '1-3' })
  expect(first?.side).toBeUndefined()
  expect(first?.links.map((link) => link.kind)).toContain('series')
  expect(second?.side).toBeUndefined()
})

test('the department’s settings: its view, winner first, no at/vs, no opponent history', async () => {
  const { filters } = stub({
    opponentHistoryPageEnabled: false,
    scoreDisplay: 'winner-first',
    defaultView: 'table',
    seasonDepositEnabled: false,
    showAtVs: false,
  })
  const page = await load()
  expect(page.defaultView).toBe('table')
  expect(page.opponentHistoryPath).toBeNull()
  expect(filters).not.toHaveBeenCalled()
  const [first, second] = games(page)
  expect(first?.result).toEqual({ status: 'L', score: '3-1' })
  expect(first?.links.map((link) => link.kind)).not.toContain('series')
  // The sample's home loss and the away game to come say which side instead.
  expect([first?.side, second?.side]).toEqual(['Home', 'Away'])
})

test('"result-only" shows the result without a score', async () => {
  stub({ ...DEFAULT_SCHEDULE_SETTINGS, scoreDisplay: 'result-only' })
  expect(games(await load())[0]?.result).toEqual({ status: 'L', score: null })
})
