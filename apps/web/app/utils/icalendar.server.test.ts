import { toLocalDay } from '@fieldhouse/domain/local-day'
import { describe, expect, test } from 'vitest'
import { escapeText, foldLine, toICalendar, type CalendarEvent } from './icalendar.server'

describe('escapeText', () => {
  test.each([
    ['Football vs. Harbor Bay', 'Football vs. Harbor Bay'],
    ['W, 24-17', 'W\\, 24-17'],
    ['TV: ESPN; Radio: WXYZ', 'TV: ESPN\\; Radio: WXYZ'],
    ['C:\\path', 'C:\\\\path'],
    ['line one\nline two\r\nthree', 'line one\\nline two\\nthree'],
  ])('%j -> %j', (input, expected) => {
    expect(escapeText(input)).toBe(expected)
  })
})

describe('foldLine', () => {
  test('a line of 75 octets stays whole', () => {
    const line = 'x'.repeat(75)
    expect(foldLine(line)).toBe(line)
  })

  test('longer lines fold at 75 octets, continuations at 74 plus their space', () => {
    const folded = foldLine('y'.repeat(200))
    const parts = folded.split('\r\n')
    expect(parts.map((part) => part.length)).toEqual([75, 75, 52])
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true)
    expect(parts.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe('y'.repeat(200))
  })

  test('never splits a multi-byte character', () => {
    const line = `SUMMARY:${'é'.repeat(60)}`
    const parts = foldLine(line).split('\r\n')
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75)
    expect(parts.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line)
  })
})

describe('toICalendar', () => {
  const stamp = new Date('2026-11-23T12:00:00Z')
  const game: CalendarEvent = {
    uid: 'game-25346@fieldhouse',
    start: { instant: new Date('2026-09-10T22:00:00Z') },
    end: { instant: new Date('2026-09-11T01:00:00Z') },
    summary: "Men's Soccer vs. #6 Georgetown",
    location: 'Freeman Field, Raleigh, NC',
    description: 'TV: ACC Network Extra',
    url: 'https://example.edu/sports/mens-soccer/schedule',
    status: 'CONFIRMED',
    categories: ["Men's Soccer"],
  }

  test('writes one event with UTC times, escaped text and CRLF line ends', () => {
    const text = toICalendar({ name: 'All sports', stamp, events: [game] })
    expect(text.endsWith('\r\n')).toBe(true)
    const lines = text.trimEnd().split('\r\n')
    expect(lines[0]).toBe('BEGIN:VCALENDAR')
    expect(lines.at(-1)).toBe('END:VCALENDAR')
    expect(lines).toContain('DTSTART:20260910T220000Z')
    expect(lines).toContain('DTEND:20260911T010000Z')
    expect(lines).toContain('DTSTAMP:20261123T120000Z')
    expect(lines).toContain('LOCATION:Freeman Field\\, Raleigh\\, NC')
    expect(lines).toContain('STATUS:CONFIRMED')
  })

  test('a day event without an end lasts that day (DTEND is exclusive)', () => {
    const day = toLocalDay('2026-12-31')
    if (!day) throw new Error('not a day')
    const text = toICalendar({
      name: 'Golf',
      stamp,
      events: [{ uid: 'a', start: { day }, end: null, summary: 'Invitational' }],
    })
    expect(text).toContain('DTSTART;VALUE=DATE:20261231\r\n')
    expect(text).toContain('DTEND;VALUE=DATE:20270101\r\n')
  })

  test('leaves out the properties an event does not have', () => {
    const text = toICalendar({
      name: 'x',
      stamp,
      events: [{ uid: 'b', start: { instant: stamp }, end: null, summary: 'TBD' }],
    })
    expect(text).not.toMatch(/DTEND|LOCATION|DESCRIPTION|URL|STATUS|CATEGORIES/)
  })
})
