import { join } from 'node:path'
import { expect, test } from 'vitest'
import { jsonSchemaErrors } from '../../../test-support/json-schema'
import { describeWithShared } from '../../../test-support/shared-dir'
import {
  EventsResultsCursorResponseSchema,
  EventsResultsItemSchema,
  EventsResultsResponseSchema,
} from './events-results'
import { wireEventsResultsItem } from './game-fixtures'

const item = wireEventsResultsItem

test('the evidenced sample item parses; unknown v2.1 fields are dropped', () => {
  const parsed = EventsResultsItemSchema.parse(item)
  expect(parsed).toMatchObject({ id: 25346, dateUtc: '2026-09-10T22:00:00Z', gameState: 0 })
  expect(parsed.result?.teamScore).toBe('1')
  expect(parsed).not.toHaveProperty('isHeadToHead')
})

test('quirks: TBD with null dateUtc and time, 7-digit fractions, numeric scores, no result', () => {
  const parsed = EventsResultsItemSchema.parse({
    ...item,
    tbd: true,
    time: null,
    dateUtc: null,
    endDateUtc: '2026-08-21T00:00:00.0000001Z',
    result: { ...item.result, teamScore: 2, opponentScore: 0, lineScores: null },
  })
  expect(parsed).toMatchObject({ dateUtc: null, time: null, result: { teamScore: 2 } })
  expect(EventsResultsItemSchema.parse({ ...item, result: null }).result).toBeNull()
})

test('a null game file entry is kept as null, not a reason to drop the game', () => {
  const gameFiles = [null, { cssClass: null, title: 'Game Notes', url: '/documents/notes.pdf' }]
  const parsed = EventsResultsItemSchema.parse({ ...item, media: { ...item.media, gameFiles } })
  expect(parsed.media?.gameFiles).toEqual(gameFiles)
})

test('an item without id or sport is rejected', () => {
  expect(EventsResultsItemSchema.safeParse({ ...item, id: undefined }).success).toBe(false)
  expect(EventsResultsItemSchema.safeParse({ ...item, sport: null }).success).toBe(false)
})

test('both envelopes: v2 offset pages and v2.1 cursor pages', () => {
  expect(
    EventsResultsResponseSchema.parse({ items: [item], total: 1, page: 0, pages: 1 }).total,
  ).toBe(1)
  const after = 'eyJHYW1lRGF0ZSI6IjIwMjYtMDktMTBUMTg6MDA6MDAiLCJHYW1lSWQiOjI1MzQ2fQ=='
  const page = EventsResultsCursorResponseSchema.parse({ items: [item], before: after, after })
  expect(page.after).toBe(after)
  expect(EventsResultsCursorResponseSchema.safeParse({ items: [item] }).success).toBe(false)
})

describeWithShared('provider/schemas/v2.1/eventsResults', 'the real v2.1 schema', (dir) => {
  test('accepts the fixture, so the fixture is shaped like the evidence', () => {
    // The all-null game file entry is from the saved sample (README 4.2), not from the response
    // the schema was generated from; a filled entry stands in for it here.
    const gameFiles = [{ cssClass: null, title: 'Game Notes', url: '/documents/notes.pdf' }]
    const page = {
      items: [{ ...item, media: { ...item.media, gameFiles } }],
      before: 'x',
      after: 'y',
    }
    expect(jsonSchemaErrors(join(dir, 'resultsSchema.json'), page)).toEqual([])
  })
})
