import { addDays, type LocalDay } from '@fieldhouse/domain/local-day'

// iCalendar (RFC 5545) for the calendar subscriptions and the "add to calendar" files: a small
// writer for the one shape we publish (a calendar of single, non-recurring events), so the
// browser bundle and the server carry no calendar library.

/** When an event happens: an instant (a game with a known time) or a whole local day. */
export type EventTime = { instant: Date } | { day: LocalDay }

export type CalendarEvent = {
  /** Stable across feeds and refreshes, so a calendar app updates an event instead of adding one. */
  uid: string
  start: EventTime
  /** An instant start lasts `end`; a day start ends the day after its last day (exclusive). */
  end: EventTime | null
  summary: string
  location?: string | null
  description?: string | null
  url?: string | null
  status?: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED'
  categories?: readonly string[]
}

export type Calendar = {
  name: string
  description?: string
  /** When the feed was made: every event's DTSTAMP. */
  stamp: Date
  events: readonly CalendarEvent[]
}

const PRODUCT_ID = '-//Fieldhouse//Athletics calendar//EN'
const LINE_OCTETS = 75

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/**
 * Folds a content line at 75 octets (RFC 5545 3.1): continuation lines start with one space, and
 * a multi-byte UTF-8 character is never split.
 */
export function foldLine(line: string): string {
  if (Buffer.byteLength(line) <= LINE_OCTETS) return line
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const character of line) {
    const size = Buffer.byteLength(character)
    // Continuation lines lose one octet to their leading space.
    const limit = parts.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += character
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n ')
}

function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

function timeProperty(name: 'DTSTART' | 'DTEND', time: EventTime): string {
  if ('instant' in time) return `${name}:${utcStamp(time.instant)}`
  return `${name};VALUE=DATE:${time.day.replace(/-/g, '')}`
}

function eventLines(event: CalendarEvent, stamp: Date): string[] {
  // A day event without an end is that one day; an instant without one has no DTEND, which
  // calendar apps show as a point in time.
  // A whole-day event's end is exclusive: the day after.
  const end = event.end ?? ('day' in event.start ? { day: addDays(event.start.day, 1) } : null)
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcStamp(stamp)}`,
    timeProperty('DTSTART', event.start),
  ]
  if (end) lines.push(timeProperty('DTEND', end))
  lines.push(`SUMMARY:${escapeText(event.summary)}`)
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`)
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`)
  // URL is a URI value, not TEXT: it is written as it is.
  if (event.url) lines.push(`URL:${event.url}`)
  if (event.status) lines.push(`STATUS:${event.status}`)
  if (event.categories?.length) {
    lines.push(`CATEGORIES:${event.categories.map(escapeText).join(',')}`)
  }
  lines.push('END:VEVENT')
  return lines
}

/** The calendar as an iCalendar document: CRLF line ends, folded lines, UTF-8. */
export function toICalendar(calendar: Calendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    ...(calendar.description ? [`X-WR-CALDESC:${escapeText(calendar.description)}`] : []),
    // Subscribed calendars refresh hourly; scores and times change during a season.
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...calendar.events.flatMap((event) => eventLines(event, calendar.stamp)),
    'END:VCALENDAR',
  ]
  return lines.map(foldLine).join('\r\n') + '\r\n'
}
