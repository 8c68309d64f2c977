import { expect, test } from 'vitest'

import { formatClockTime } from './clock-time'

test.each([
  ['an evening in New York (EST)', '2026-12-13T00:42:00Z', 'America/New_York', '7:42 PM'],
  ['the same instant in Chicago', '2026-12-13T00:42:00Z', 'America/Chicago', '6:42 PM'],
  ['summer time in New York (EDT)', '2026-09-10T23:05:00Z', 'America/New_York', '7:05 PM'],
  ['noon', '2026-12-12T17:00:00Z', 'America/New_York', '12:00 PM'],
  ['just after midnight', '2026-12-12T05:01:00Z', 'America/New_York', '12:01 AM'],
  ['UTC itself', '2026-12-12T09:30:59Z', 'UTC', '9:30 AM'],
])('formatClockTime: %s', (_case, instant, zone, text) => {
  // Plain spaces only, whatever space the ICU data puts before "PM" (hydration compares text).
  expect(formatClockTime(new Date(instant), zone)).toBe(text)
})
