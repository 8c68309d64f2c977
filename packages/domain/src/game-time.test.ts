import { expect, test } from 'vitest'
import { formatGameTime, type TimedGame } from './game-time'

const game = (overrides: Partial<TimedGame> = {}): TimedGame => ({
  startUtc: new Date('2026-09-13T00:00:00Z'),
  start: new Date('2026-09-13T00:00:00Z'),
  localStart: '2026-09-12T19:00:00',
  isTbd: false,
  isAllDay: false,
  time: '7 p.m.',
  ...overrides,
})

test.each([
  ['a fan in the venue zone', game(), 'America/Chicago', 'Sat, Sep 12 · 7:00 PM CDT', null],
  [
    'a fan two zones west',
    game(),
    'America/Los_Angeles',
    'Sat, Sep 12 · 5:00 PM PDT',
    '7:00 PM CDT',
  ],
  [
    'a fan in Berlin, the next day',
    game(),
    'Europe/Berlin',
    'Sun, Sep 13 · 2:00 AM GMT+2',
    '7:00 PM CDT',
  ],
  [
    'a TBD game, the venue day',
    game({ isTbd: true, startUtc: null, time: null, localStart: '2026-09-12T00:00:00' }),
    'Asia/Tokyo',
    'Sat, Sep 12 · TBD',
    null,
  ],
  [
    'an all-day event',
    game({ isAllDay: true, startUtc: null }),
    'Europe/Berlin',
    'Sat, Sep 12 · All day',
    null,
  ],
  [
    'no dateUtc: the local time read in the venue zone',
    game({ startUtc: null }),
    'America/New_York',
    'Sat, Sep 12 · 8:00 PM EDT',
    '7:00 PM CDT',
  ],
  [
    'nothing readable: the provider text',
    game({ startUtc: null, start: null, time: '5:30 p.m. CT' }),
    'UTC',
    'Sat, Sep 12 · 5:30 p.m. CT',
    null,
  ],
  [
    'nothing at all',
    game({ startUtc: null, start: null, time: null, localStart: 'soon' }),
    'UTC',
    '',
    null,
  ],
])('%s', (_name, input, visitorZone, text, venueTime) => {
  const shown = formatGameTime(input, visitorZone, 'America/Chicago')
  expect(shown.text).toBe(text)
  expect(shown.venueTime).toBe(venueTime)
})
