import { afterEach, expect, test, vi } from 'vitest'

import { GLOBAL_SPORT_IDS } from '@fieldhouse/domain/sport-groups'
import type { LiveStats } from '@fieldhouse/provider-client/box-scores'
import type { Game } from '@fieldhouse/provider-client/game'
import type { Sport } from '@fieldhouse/provider-client/sports'

import { provider } from '~/utils/provider.server'

import { readLiveView } from './live-poll.server'

// The polling endpoint and the page name the periods by the game's sport (its global id in the
// sports list): a baseball game's tenth inning is the "10th", a basketball game's fifth period
// "OT 3".

const team = { name: 'Team', score: 1, periodScores: Array.from({ length: 10 }, () => 0) }
const stats: LiveStats = {
  gameState: 3,
  hasStarted: true,
  isComplete: false,
  clockSeconds: 0,
  clock: '',
  period: { number: 10, regulation: 9, name: '' },
  ordinalPeriod: '',
  home: team,
  away: team,
  school: team,
  opponent: team,
  plays: [],
}

function stub(globalSportId: number) {
  vi.spyOn(provider, 'getLiveStats').mockResolvedValue(stats)
  vi.spyOn(provider, 'loadGame').mockResolvedValue({
    status: 'ok',
    value: { sport: { id: 7 } } as Game,
  })
  vi.spyOn(provider, 'getSports').mockResolvedValue([{ id: 7, globalSportId } as Sport])
}

afterEach(() => {
  vi.restoreAllMocks()
})

test('a baseball game counts extra innings', async () => {
  stub(GLOBAL_SPORT_IDS.baseball)
  expect((await readLiveView(901))?.period).toBe('10th')
})

test('an overtime sport, or a game the provider cannot name, reads OT', async () => {
  stub(GLOBAL_SPORT_IDS.mbasket)
  expect((await readLiveView(902))?.period).toBe('OT 1')
  vi.spyOn(provider, 'loadGame').mockResolvedValue({ status: 'unavailable' })
  expect((await readLiveView(903))?.period).toBe('OT 1')
})
