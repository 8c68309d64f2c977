import { join } from 'node:path'
import { expect, test } from 'vitest'
import { jsonSchemaErrors } from '../../../test-support/json-schema'
import { describeWithShared } from '../../../test-support/shared-dir'
import { wireScheduleGame, wireScheduleGameResults } from './game-fixtures'
import { LegacyGameSchema, ScheduleGameResultsSchema } from './schedule-games'

// GET /ScheduleGames/{id}, shaped like schemas/v2/scheduleGames/scheduleGamesSchema.json.
const game = wireScheduleGame

test('the legacy game parses with object links and string scores', () => {
  const parsed = LegacyGameSchema.parse(game)
  expect(parsed.media?.video).toMatchObject({ url: 'https://www.espn.com/watch' })
  expect(parsed.result).toMatchObject({ teamScore: '1', prescoreInfo: '' })
  expect(parsed).not.toHaveProperty('galleries')
})

test('the trimmed calendar event (no dateUtc, tbd, facility; showAtVs) parses too', () => {
  const { dateUtc, tbd, allDay, facility, displayVsatIndicator, ...trimmed } = game
  void [dateUtc, tbd, allDay, facility, displayVsatIndicator]
  const parsed = LegacyGameSchema.parse({ ...trimmed, showAtVs: true, gamelinks: null })
  expect(parsed).toMatchObject({ id: 25346, showAtVs: true })
  expect(parsed.dateUtc).toBeUndefined()
})

test('string links and a missing result are accepted, a missing date is not', () => {
  const parsed = LegacyGameSchema.parse({
    ...game,
    media: { ...game.media, video: 'https://x.test/v' },
    result: null,
  })
  expect(parsed.media?.video).toBe('https://x.test/v')
  expect(LegacyGameSchema.safeParse({ ...game, date: undefined }).success).toBe(false)
})

test('the game extras of /ScheduleGames/{id}/results parse', () => {
  const parsed = ScheduleGameResultsSchema.parse(wireScheduleGameResults)
  expect(parsed.history?.totalTies).toBe(1)
})

describeWithShared('provider/schemas/v2/scheduleGames', 'the real ScheduleGames schema', (dir) => {
  test('accepts the fixture', () => {
    expect(jsonSchemaErrors(join(dir, 'scheduleGamesSchema.json'), game)).toEqual([])
  })
})
