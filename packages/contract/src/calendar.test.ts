import { join } from 'node:path'
import { expect, test } from 'vitest'
import { jsonSchemaErrors } from '../../../test-support/json-schema'
import { describeWithShared } from '../../../test-support/shared-dir'
import {
  CalendarCountResponseSchema,
  CalendarEventSchema,
  CalendarResponseSchema,
} from './calendar'
import { wireLegacySport } from './game-fixtures'

// A /Calendar/month day, shaped like schemas/v2/calendar/monthSchema.json.
const event = {
  id: 25346,
  date: '2026-09-10T19:00:00',
  time: '7 p.m.',
  conference: true,
  location: 'Durham, NC',
  locationIndicator: 'H',
  showAtVs: true,
  atVs: 'vs',
  status: 'A',
  noplayText: '',
  type: 'S',
  promotion: null,
  isADoubleheader: false,
  sport: wireLegacySport,
  opponent: {
    id: 381,
    title: 'Georgetown',
    prefix: '',
    website: '',
    location: 'Washington, D.C.',
    conference: false,
    mascot: 'Hoyas',
    image: { filename: 'gtown.png', path: '/images/logos', title: 'Georgetown', alt: '' },
  },
  media: {
    tvImageLink: null,
    tv: '',
    radio: '',
    video: null,
    stats: null,
    tickets: null,
    preview: null,
    gamefiles: null,
    customDisplayFields: [],
  },
  result: null,
  facility: { id: 25, title: 'Koskinen Stadium', url: '/facilities/koskinen-stadium/25' },
  tournament: null,
  gamelinks: null,
}
const month = [{ date: '2026-09-10T00:00:00', events: [event] }]

test('a month is a bare array of days whose events are read one by one', () => {
  const [day] = CalendarResponseSchema.parse(month)
  expect(day?.events).toHaveLength(1)
  expect(CalendarEventSchema.parse(day?.events?.[0])).toMatchObject({ id: 25346, showAtVs: true })
  // A malformed event does not fail the day; the client drops it.
  expect(CalendarResponseSchema.parse([{ date: 'x', events: [{ id: 'bad' }] }])).toHaveLength(1)
})

test('counts are [{ date, count }]', () => {
  const counts = [{ date: '2026-09-10T00:00:00', count: 3 }]
  expect(CalendarCountResponseSchema.parse(counts)).toEqual(counts)
  expect(CalendarCountResponseSchema.safeParse([{ date: 'x', count: '3' }]).success).toBe(false)
})

describeWithShared('provider/schemas/v2/calendar', 'the real calendar schemas', (dir) => {
  test('accept the fixtures', () => {
    expect(jsonSchemaErrors(join(dir, 'monthSchema.json'), month)).toEqual([])
    expect(jsonSchemaErrors(join(dir, 'countSchema.json'), [{ date: 'x', count: 1 }])).toEqual([])
  })
})
