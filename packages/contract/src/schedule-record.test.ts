import { join } from 'node:path'
import { expect, test } from 'vitest'
import { jsonSchemaErrors } from '../../../test-support/json-schema'
import { describeWithShared } from '../../../test-support/shared-dir'
import {
  SCHEDULE_SCORE_DISPLAYS,
  SCHEDULE_VIEWS,
  ScheduleRecordSchema,
  ScheduleSettingsSchema,
} from './schedule-record'

const record = {
  scheduleId: 1017,
  sport: { id: 10, title: "Men's Soccer", globalSportNameSlug: 'mens-soccer' },
  seasonId: 400,
  scheduleDisplayTitle: "2026 Men's Soccer Schedule",
  overallRecord: '12-4-2',
  overallPercentage: '.722',
  overallRecordUnformatted: '12-4-2',
  conferenceRecord: '5-2-1',
  conferencePercentage: '.688',
  conferencePoints: '16',
  streak: 'W3',
  homeRecord: '7-1-1',
  awayRecord: '4-3-1',
  neutralRecord: '1-0-0',
}
const settings = {
  opponentHistoryPageEnabled: true,
  scheduleScoreDisplay: 'team-first',
  isSeasonDepositEnabled: false,
  scheduleDefaultView: 'list',
  schedulePageShowAtVs: true,
}

test('a schedule record keeps its display strings; the full sport object is cut to its id', () => {
  const parsed = ScheduleRecordSchema.parse(record)
  expect(parsed).toMatchObject({ overallRecord: '12-4-2', streak: 'W3', sport: { id: 10 } })
  expect(parsed.sport).not.toHaveProperty('title')
  expect(ScheduleRecordSchema.parse({ scheduleId: 1, streak: null }).streak).toBeNull()
})

test('schedule settings parse; missing flags stay undefined for the client to default', () => {
  expect(ScheduleSettingsSchema.parse(settings)).toEqual(settings)
  expect(ScheduleSettingsSchema.parse({}).opponentHistoryPageEnabled).toBeUndefined()
})

test('schedule settings of the wrong type are refused whole (the client then uses its defaults)', () => {
  expect(
    ScheduleSettingsSchema.safeParse({ ...settings, schedulePageShowAtVs: 'no' }).success,
  ).toBe(false)
  expect(ScheduleSettingsSchema.safeParse({ ...settings, scheduleDefaultView: 2 }).success).toBe(
    false,
  )
  expect(ScheduleSettingsSchema.safeParse('settings').success).toBe(false)
})

test('our own design values: the first of each list is the default', () => {
  expect(SCHEDULE_VIEWS[0]).toBe('list')
  expect(SCHEDULE_SCORE_DISPLAYS[0]).toBe('team-first')
})

describeWithShared('provider/schemas/v2/schedule', 'the real schedule schemas', (dir) => {
  test('accept the fixtures', () => {
    expect(jsonSchemaErrors(join(dir, 'settingsSchema.json'), settings)).toEqual([])
    for (const view of SCHEDULE_VIEWS) {
      for (const display of SCHEDULE_SCORE_DISPLAYS) {
        const values = { ...settings, scheduleDefaultView: view, scheduleScoreDisplay: display }
        expect(jsonSchemaErrors(join(dir, 'settingsSchema.json'), values)).toEqual([])
      }
    }
    const fullSport = {
      ...record.sport,
      abbreviation: 'MSOC',
      shortname: 'msoc',
      shortTitle: 'MSOC',
      globalSportId: 6,
      sportNonSport: false,
      showAtVs: true,
      globalSportShortname: 'msoc',
      gender: 'M',
      youtube: null,
      facebook: '',
      twitter: '',
      instagram: '',
      url: null,
      ranking: '',
      gameSynonym: 'Game',
    }
    expect(
      jsonSchemaErrors(join(dir, 'recordSchema.json'), { ...record, sport: fullSport }),
    ).toEqual([])
  })
})
