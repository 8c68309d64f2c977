import {
  CalendarCountResponseSchema,
  CalendarEventSchema,
  CalendarResponseSchema,
} from '@fieldhouse/contract/calendar'
import { perTimeZone, type ClientContext } from './context'
import { toLocalDay, type LocalDay } from './dates'
import type { Game } from './game'
import { toGameFromLegacy } from './game-from-legacy'
import { dedupeGames, toGameList } from './game-list'
import type { Loaded } from './loaded'
import type { CallOptions } from './transport'

const LABEL = 'calendar repository'

/** One day of the calendar: `date` is the tenant's calendar day. */
export type CalendarDay = { date: LocalDay; games: Game[] }

export type CalendarCount = { date: LocalDay; count: number }

export type CalendarFilter = { sportId?: number; locationIndicator?: 'H' | 'A' | 'N' }

export function calendarResource({ timeZone, logger, load, getOr }: ClientContext) {
  // README 5.1: one game can come under two ids, even on two days; the first is kept and days
  // left without games are dropped.
  const daysSchema = perTimeZone((zone) =>
    CalendarResponseSchema.transform((days) => {
      // A day whose date cannot be read has nowhere to go on the calendar.
      const parsed = days.flatMap((day) => {
        const date = toLocalDay(day.date, zone)
        if (!date) return []
        const games = toGameList(
          day.events ?? [],
          CalendarEventSchema,
          (event) => toGameFromLegacy(event, zone),
          logger,
          LABEL,
        )
        return [{ date, games }]
      })
      const kept = new Set(dedupeGames(parsed.flatMap((day) => day.games)))
      return parsed
        .map((day): CalendarDay => ({ ...day, games: day.games.filter((game) => kept.has(game)) }))
        .filter((day) => day.games.length > 0)
    }),
  )

  async function loadDays(
    path: string,
    query: Record<string, string | number | undefined>,
    options: CallOptions,
  ) {
    return load({ label: LABEL, path, query, schema: daysSchema }, options)
  }

  return {
    /** The calendar page's month around `date` ('YYYY-MM-DD'): days that have games. */
    loadCalendarMonth(
      date: string,
      filter: CalendarFilter = {},
      options: CallOptions = {},
    ): Promise<Loaded<CalendarDay[]>> {
      return loadDays('/Calendar/month', { date: `${date}T00:00:00`, ...filter }, options)
    },

    /** Days from `start` to `end` ('YYYY-MM-DD', inclusive) with full legacy game data. */
    loadCalendarRange(
      start: string,
      end: string,
      filter: CalendarFilter = {},
      options: CallOptions = {},
    ): Promise<Loaded<CalendarDay[]>> {
      const path = `/Calendar/from/${encodeURIComponent(start)}/to/${encodeURIComponent(end)}`
      return loadDays(path, { ...filter }, options)
    },

    /**
     * Days from `start` to `end` ('YYYY-MM-DD', inclusive) in the calendar's trimmed event shape
     * (/Calendar/events/date-range): the print calendar's span, which need not be a month.
     */
    loadCalendarDateRange(
      start: string,
      end: string,
      filter: CalendarFilter = {},
      options: CallOptions = {},
    ): Promise<Loaded<CalendarDay[]>> {
      return loadDays(
        '/Calendar/events/date-range',
        { startDate: start, endDate: end, ...filter },
        options,
      )
    },

    /** Games per day of the month around `date`, for the date picker; [] on failure (logged). */
    async getCalendarCounts(date: string, options: CallOptions = {}): Promise<CalendarCount[]> {
      const zone = await timeZone(options)
      const counts = await getOr(
        {
          label: LABEL,
          path: '/Calendar/count',
          query: { date: `${date}T00:00:00` },
          schema: CalendarCountResponseSchema,
        },
        options,
        [],
      )
      return counts.flatMap((entry) => {
        const day = toLocalDay(entry.date, zone)
        return day ? [{ date: day, count: entry.count }] : []
      })
    },
  }
}
