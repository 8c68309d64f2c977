import { expect, test } from 'vitest'
import { readEnv } from '../env'
import { academicYearAt, parseSeedNow, seedClockOf, TEST_SEED_NOW } from './seed-clock'

test.each([
  ['2026-06-30T23:59:59', 2025],
  ['2026-07-01T00:00:00', 2026],
  ['2026-11-26T10:00:00', 2026],
  ['2026-12-31T23:00:00', 2026],
  ['2027-03-01T00:00:00', 2026],
  ['2027-07-15T00:00:00', 2027],
])('%s is in academic year %i', (local, year) => {
  expect(academicYearAt(local)).toBe(year)
})

test('an instant is read in the tenant zone; a wall-clock time is taken as it is', () => {
  const instant = new Date('2027-07-01T03:00:00Z')
  expect(seedClockOf(instant, 'America/Chicago')).toEqual({
    now: '2027-06-30T22:00:00',
    academicYear: 2026,
  })
  expect(seedClockOf(instant, 'UTC').academicYear).toBe(2027)
  expect(seedClockOf(TEST_SEED_NOW, 'America/New_York')).toEqual({
    now: '2026-12-12T00:00:00',
    academicYear: 2026,
  })
})

test('SEED_NOW takes a day or a wall-clock time and refuses anything else', () => {
  expect(parseSeedNow('2026-12-12')).toBe('2026-12-12T00:00:00')
  expect(parseSeedNow('2027-03-01T18:30')).toBe('2027-03-01T18:30:00')
  expect(parseSeedNow('2027-03-01T18:30:15')).toBe('2027-03-01T18:30:15')
  for (const bad of ['2027-02-30', '2027-3-1', 'today', '2027-03-01T25:00', '2027-03-01Z']) {
    expect(parseSeedNow(bad), bad).toBeNull()
  }
  expect(readEnv({}).SEED_NOW).toBeUndefined()
  expect(readEnv({ SEED_NOW: '2026-12-12' }).SEED_NOW).toBe(TEST_SEED_NOW)
  expect(() => readEnv({ SEED_NOW: 'yesterday' })).toThrow(/SEED_NOW/)
})
