import { expect, test } from 'vitest'

import { addMonthDays, formatMonthDay, parseMonthDay } from './on-this-day-days'

test('parseMonthDay takes days some year has and refuses the rest', () => {
  const cases: [string, string, ReturnType<typeof parseMonthDay>][] = [
    ['9', '3', { month: 9, day: 3 }],
    ['09', '03', { month: 9, day: 3 }],
    ['2', '29', { month: 2, day: 29 }],
    ['2', '30', null],
    ['4', '31', null],
    ['13', '1', null],
    ['0', '1', null],
    ['1', '0', null],
    ['1', '', null],
    ['1', '1x', null],
    ['1', '123', null],
  ]
  for (const [month, day, expected] of cases) expect(parseMonthDay(month, day)).toEqual(expected)
})

test('addMonthDays crosses months, 29 February and the year end', () => {
  expect(addMonthDays({ month: 3, day: 1 }, -1)).toEqual({ month: 2, day: 29 })
  expect(addMonthDays({ month: 2, day: 28 }, 1)).toEqual({ month: 2, day: 29 })
  expect(addMonthDays({ month: 12, day: 31 }, 1)).toEqual({ month: 1, day: 1 })
  expect(addMonthDays({ month: 1, day: 1 }, -1)).toEqual({ month: 12, day: 31 })
})

test('formatMonthDay writes the month out', () => {
  expect(formatMonthDay({ month: 9, day: 3 })).toBe('September 3')
})
