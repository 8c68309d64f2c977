import { join } from 'node:path'
import { expect, test } from 'vitest'
import { jsonSchemaErrors } from '../../../test-support/json-schema'
import { describeWithShared } from '../../../test-support/shared-dir'
import {
  OpponentFiltersResponseSchema,
  OpponentHistoryCursorResponseSchema,
  OpponentHistoryDetailSchema,
  OpponentHistoryListResponseSchema,
} from './opponent-history'

const wlt = (wins: number, losses: number, ties: number) => ({ wins, losses, ties })
// An item of /OpponentHistory/list/{sportId}, shaped like schemas/v2/opponentHistory/listSchema.json.
const item = {
  opponent: { id: 381, name: 'Georgetown' },
  results: [
    {
      gameId: 25346,
      gameDate: '2026-09-10T19:00:00',
      resultStatus: 'L',
      gameLocationIndicator: 'H',
      gameConference: false,
      teamScore: '1',
      opponentScore: '3',
    },
  ],
  teamTotalPoints: 1,
  opponentTotalPoints: 3,
  allTimeAdjustmentsRecords: wlt(0, 0, 0),
  allTotalRecords: wlt(3, 5, 1),
  lastTenGameRecords: wlt(3, 5, 1),
  currentStreak: wlt(0, 2, 0),
  largestMarginOfVictory: null,
  smallestMarginOfVictory: null,
  opponentName: 'Georgetown',
  opponentId: 381,
}
const detail = {
  opponent: {
    id: 381,
    title: 'Georgetown',
    image: '/images/logos/gtown.png',
    prefix: null,
    name: 'Georgetown',
  },
  results: [{ ...item.results[0], gameLocation: 'Durham, NC', seasonTitle: '2026', result: null }],
  sport: {
    id: 10,
    title: "Men's Soccer",
    globalSportNameSlug: 'mens-soccer',
    pointsSynonym: 'Goals',
  },
  allTotalRecords: wlt(3, 5, 1),
  homeRecords: wlt(2, 2, 0),
  awayRecords: wlt(1, 3, 1),
  conferenceRecords: wlt(0, 0, 0),
  teamTotalPoints: 9,
  opponentTotalPoints: 14,
}

test('v2 offset and v2.1 cursor lists of opponents parse', () => {
  expect(
    OpponentHistoryListResponseSchema.parse({ items: [item], total: 1, page: 0, pages: 1 }).items[0]
      ?.allTotalRecords,
  ).toEqual(wlt(3, 5, 1))
  expect(
    OpponentHistoryCursorResponseSchema.parse({ items: [item], before: null, after: null }).items,
  ).toHaveLength(1)
})

test('one opponent parses; a record without wins is rejected', () => {
  expect(OpponentHistoryDetailSchema.parse(detail).homeRecords).toEqual(wlt(2, 2, 0))
  expect(
    OpponentHistoryDetailSchema.safeParse({ ...detail, allTotalRecords: { losses: 1, ties: 0 } })
      .success,
  ).toBe(false)
})

test('the opponent picker is [{ value, name, statTitle }]', () => {
  const filters = [{ value: 381, name: 'Georgetown', statTitle: 'GU' }]
  expect(OpponentFiltersResponseSchema.parse(filters)).toEqual(filters)
})

describeWithShared(
  'provider/schemas/v2/opponentHistory',
  'the real opponent-history schema',
  (dir) => {
    test('accepts the list fixture', () => {
      const page = { items: [item], total: 1, page: 0, pages: 1 }
      expect(jsonSchemaErrors(join(dir, 'listSchema.json'), page)).toEqual([])
    })
  },
)
