// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'

import { getCountdownParts } from '@fieldhouse/domain/countdown'

import { COUNTDOWN_SCRIPT } from './countdown-script'

const NOW = Date.parse('2026-11-23T12:00:00.000Z')

function mount(target: string) {
  document.body.innerHTML = `<div data-countdown="${target}" aria-hidden="true">
    <span data-part="days">--</span><span data-part="hours">--</span>
    <span data-part="minutes">--</span><span data-part="seconds">--</span></div>`
  new Function(COUNTDOWN_SCRIPT)()
  return () => [...document.querySelectorAll('[data-part]')].map((cell) => Number(cell.textContent))
}

describe('the countdown script', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(NOW)
  })
  afterEach(() => vi.useRealTimers())

  test.each([
    '2026-11-23T12:00:00.000Z',
    '2026-11-23T12:00:00.400Z',
    '2026-11-23T12:00:59.000Z',
    '2026-11-24T13:01:01.500Z',
    '2026-12-31T00:00:00.000Z',
    '2026-11-22T00:00:00.000Z',
  ])('shows what getCountdownParts computes for %s, second by second', (target) => {
    const read = mount(target)
    for (let second = 0; second < 4; second++) {
      const parts = getCountdownParts(new Date(target), new Date(Date.now()))
      expect(read()).toEqual([parts.days, parts.hours, parts.minutes, parts.seconds])
      vi.advanceTimersByTime(1000)
    }
  })

  test('stops at zero with every part 0', () => {
    const read = mount('2026-11-23T12:00:02.000Z')
    vi.advanceTimersByTime(5000)
    expect(read()).toEqual([0, 0, 0, 0])
    expect(vi.getTimerCount()).toBe(0)
    expect(document.querySelector('[data-countdown]')?.hasAttribute('aria-hidden')).toBe(false)
  })
})
