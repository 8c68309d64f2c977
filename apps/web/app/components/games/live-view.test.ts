import { expect, test } from 'vitest'

import { GLOBAL_SPORT_IDS, getPeriodFamily } from '@fieldhouse/domain/sport-groups'
import type { LiveStats } from '@fieldhouse/provider-client/box-scores'

import { toLiveView } from './live-view'

// The game center's period labels all come from the domain's formatter (SPEC 9: past
// regulation "OT n", ordinals otherwise), by each sport's way of counting periods.

const team = (name: string, periodScores: number[]) => ({
  name,
  score: periodScores.reduce((sum, score) => sum + score, 0),
  periodScores,
})

function live(regulation: number, periods: number, name = ''): LiveStats {
  const home = team(
    'Northfield',
    Array.from({ length: periods }, () => 1),
  )
  const away = team(
    'Harbor Bay',
    Array.from({ length: periods }, () => 0),
  )
  return {
    gameState: 3,
    hasStarted: true,
    isComplete: false,
    clockSeconds: 200,
    clock: '3:20',
    period: { number: periods, regulation, name },
    ordinalPeriod: 'ignored',
    home,
    away,
    school: home,
    opponent: away,
    plays: [
      {
        id: 2,
        period: periods,
        clock: '3:20',
        text: 'Goal',
        homeScore: 1,
        awayScore: 0,
      },
      { id: 1, period: 1, clock: '', text: 'First pitch', homeScore: 0, awayScore: 0 },
    ],
  }
}

const family = (sport: keyof typeof GLOBAL_SPORT_IDS) => getPeriodFamily(GLOBAL_SPORT_IDS[sport])

test('basketball: two halves and two overtimes', () => {
  const view = toLiveView(live(2, 4), family('mbasket'))
  expect(view.periodHeads).toEqual(['1st', '2nd', 'OT 1', 'OT 2'])
  expect(view.period).toBe('OT 2')
  expect(view.plays.map((play) => play.when)).toEqual(['OT 2 3:20', '1st'])
  // What screen readers hear is made on the server with the same label.
  expect(view.spoken).toBe('Harbor Bay 0, Northfield 4. OT 2 3:20')
})

test('hockey: three periods and one overtime; the provider’s own name wins for the current one', () => {
  const view = toLiveView(live(3, 4, 'Overtime'), family('mhockey'))
  expect(view.periodHeads).toEqual(['1st', '2nd', '3rd', 'OT 1'])
  expect(view.period).toBe('Overtime')
})

test('football: four quarters', () => {
  const view = toLiveView(live(4, 3), family('football'))
  expect(view.periodHeads).toEqual(['1st', '2nd', '3rd'])
  expect(view.period).toBe('3rd')
})

test('baseball and softball: extra innings keep their ordinal, never "OT"', () => {
  expect(toLiveView(live(9, 10), family('baseball')).periodHeads.slice(8)).toEqual(['9th', '10th'])
  const softball = toLiveView(live(7, 8), family('softball'))
  expect(softball.periodHeads.at(-1)).toBe('8th')
  expect(softball.plays[0]?.when).toBe('8th 3:20')
})

test('volleyball: five sets, each its ordinal', () => {
  const view = toLiveView(live(5, 5), family('wvball'))
  expect(view.periodHeads).toEqual(['1st', '2nd', '3rd', '4th', '5th'])
})

test('no hand-written labels are left: no "P3", no "OT2"', () => {
  const labels = [live(2, 4), live(3, 5), live(4, 6)].flatMap((stats) => {
    const view = toLiveView(stats)
    return [...view.periodHeads, ...view.plays.map((play) => play.when), view.period]
  })
  expect(labels.filter((label) => /^P\d|OT\d/.test(label))).toEqual([])
})
