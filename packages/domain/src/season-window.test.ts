import { describe, expect, test } from 'vitest'
import { getSeasonWindow, isSameSeason } from './season-window'

describe('getSeasonWindow', () => {
  test.each([
    ['2026', { startDate: '2026-01-01', endDate: '2027-02-28' }],
    ['2026-27', { startDate: '2026-07-01', endDate: '2027-06-30' }],
    ['2026-2027', { startDate: '2026-07-01', endDate: '2027-06-30' }],
    [' 2025 Football ', { startDate: '2025-01-01', endDate: '2026-02-28' }],
    ['Spring', null],
    ['', null],
  ])('%j -> %j', (title, expected) => {
    expect(getSeasonWindow(title)).toEqual(expected)
  })
})

describe('isSameSeason', () => {
  test.each([
    ['2025-26', '2025-26', true],
    ['2025-26', '2025', true],
    ['2025', '2025', true],
    ['2025', '2026', false],
    ['2025-26', '2026', false],
  ])('%j names %j: %j', (title, asked, expected) => {
    expect(isSameSeason(title, asked)).toBe(expected)
  })
})
