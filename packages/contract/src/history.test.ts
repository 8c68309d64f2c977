import { join } from 'node:path'
import { expect, test } from 'vitest'
import { jsonSchemaErrors } from '../../../test-support/json-schema'
import { describeWithShared } from '../../../test-support/shared-dir'
import { YearByYearResponseSchema } from './history'

const game = {
  gameId: 1201,
  sportTitle: "Men's Basketball",
  gameDate: '2005-11-18T19:00:00',
  resultStatus: 'W',
  gameOpponent: 'Seton Hall',
  gameLocationIndicator: 'H',
  gameLocation: 'Durham, NC',
  gameConference: false,
  gameType: 'S',
  opponentId: 77,
  opponentName: 'Seton Hall',
  resultTeamScore: '93',
  resultOpponentScore: '60',
  boxscoreLink: '/boxscore.aspx?id=1201',
}
// Keyed by season title; records untyped (null) in the evidence.
const history = {
  '2005-06': {
    games: [game],
    records: { overall: null, conference: null, home: null, away: null, neutral: null },
  },
}

test('year by year is an object keyed by season title', () => {
  const parsed = YearByYearResponseSchema.parse({
    ...history,
    '2023-24': {
      games: [{ ...game, opponentId: null, opponentName: null }],
      records: { overall: '27-9' },
    },
  })
  expect(Object.keys(parsed)).toEqual(['2005-06', '2023-24'])
  expect(parsed['2023-24']?.records?.overall).toBe('27-9')
  expect(
    YearByYearResponseSchema.safeParse({ '2005-06': { games: [{ gameId: 1 }] } }).success,
  ).toBe(false)
})

describeWithShared('provider/schemas/v2/history', 'the real year-by-year schema', (dir) => {
  test('accepts the fixture', () => {
    expect(jsonSchemaErrors(join(dir, 'yearByYearSchema.json'), history)).toEqual([])
  })
})
