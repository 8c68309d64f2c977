import { describe, expect, test } from 'vitest'

import {
  toFixtureGame,
  wireEvent,
  wireUpcomingEvent,
} from '@fieldhouse/provider-client/games-fixtures'

import { toGameView } from './game-view'

const game = (wire: object) => toFixtureGame(wire)

describe('toGameView', () => {
  test('a finished game: result and score from the school side, no tickets or live stats', () => {
    const view = toGameView(game(wireEvent), { boxScorePath: (g) => `/box/${g.id}` })
    expect(view.result).toEqual({ status: 'L', score: '1-3' })
    expect(view.notice).toBeNull()
    expect(view.opponent).toEqual({
      name: 'Georgetown',
      rank: '#6',
      image: '/images/logos/gtown.png',
    })
    expect(view.links.map((link) => link.kind)).toContain('boxscore')
    expect(view.links.map((link) => link.kind)).not.toContain('tickets')
    expect(view.links.map((link) => link.kind)).not.toContain('stats')
  })

  test.each([
    ['the provider keeps no box score (tennis)', { boxScore: null }, {}],
    ['an exhibition', {}, { tournament: 'Exhibition' }],
  ])('a decided game links no box score when %s', (_, result, patch) => {
    const wire = { ...wireEvent, ...patch, result: { ...wireEvent.result, ...result } }
    const view = toGameView(game(wire), { boxScorePath: (g) => `/box/${g.id}` })
    expect(view.result).not.toBeNull()
    expect(view.links.map((link) => link.kind)).not.toContain('boxscore')
  })

  test('an upcoming game keeps its tickets and its published time and instant', () => {
    const view = toGameView(game(wireUpcomingEvent))
    expect(view.result).toBeNull()
    expect(view.instant).not.toBeNull()
    expect(view.timeText).not.toBe('')
    expect(view.links.every((link) => link.kind !== 'boxscore')).toBe(true)
  })

  test.each([
    [{ tbd: true, time: null, dateUtc: null }, 'TBD', null],
    [{ allDay: true, time: null }, 'All day', null],
  ])('%j shows %j with no instant to convert', (patch, text, instant) => {
    const view = toGameView(game({ ...wireUpcomingEvent, ...patch }))
    expect(view.timeText).toBe(text)
    expect(view.instant).toBe(instant)
  })

  test.each([
    ['POSTPONED', 'Postponed'],
    ['CANCELLED', 'Canceled'],
  ])('%s games show %s instead of a time or tickets', (display, notice) => {
    const view = toGameView(game({ ...wireUpcomingEvent, gameStateDisplay: display }))
    expect(view.notice).toBe(notice)
    if (notice === 'Canceled') expect(view.links.map((link) => link.kind)).not.toContain('tickets')
  })
})
