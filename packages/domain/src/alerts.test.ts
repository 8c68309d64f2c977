import { expect, test } from 'vitest'
import { type AlertLike, selectAlerts } from './alerts'

const now = new Date('2025-03-01T12:00:00Z')

function alert(id: number, overrides: Partial<AlertLike> = {}): AlertLike {
  return { id, enabled: true, showOnWeb: true, ...overrides }
}

test.each<[string, AlertLike[], number | undefined, number[]]>([
  ['keeps only the newest by default', [alert(1), alert(3), alert(2)], undefined, [3]],
  ['sorts by id descending up to max', [alert(1), alert(3), alert(2)], 2, [3, 2]],
  ['drops disabled alerts', [alert(5, { enabled: false }), alert(4)], 5, [4]],
  ['drops alerts not shown on the web', [alert(5, { showOnWeb: false }), alert(4)], 5, [4]],
  [
    'drops alerts whose end date has passed',
    [alert(5, { endDate: new Date('2025-03-01T11:59:59Z') })],
    5,
    [],
  ],
  ['keeps alerts ending exactly now', [alert(5, { endDate: new Date(now) })], 5, [5]],
  ['keeps alerts ending later', [alert(5, { endDate: new Date('2025-03-02T00:00:00Z') })], 5, [5]],
  ['keeps alerts with no end date', [alert(5, { endDate: null })], 5, [5]],
  ['keeps alerts with an undefined end date', [alert(5, { endDate: undefined })], 5, [5]],
  ['keeps alerts with an invalid end date', [alert(5, { endDate: new Date(Number.NaN) })], 5, [5]],
  ['returns none for max 0', [alert(5)], 0, []],
  ['returns none for a negative max', [alert(5)], -1, []],
])('selectAlerts %s', (_name, alerts, max, expectedIds) => {
  expect(selectAlerts(alerts, now, max).map((a) => a.id)).toEqual(expectedIds)
})

test('selectAlerts leaves the input order untouched', () => {
  const alerts = [alert(1), alert(2)]
  selectAlerts(alerts, now, 2)
  expect(alerts.map((a) => a.id)).toEqual([1, 2])
})
