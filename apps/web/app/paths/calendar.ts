import { href } from 'react-router'

import type { CalendarLocation } from './calendar-location'

// Addresses of the calendar screens, built in one place (decision 018).

export type CalendarPrintType = 'month' | 'list'

/** /calendar, or /sports/{slug}/calendar for one sport's page. */
export function calendarPath(sportSlug: string | null): string {
  return sportSlug
    ? href('/sports/:globalSportNameSlug/calendar', { globalSportNameSlug: sportSlug })
    : href('/calendar')
}

export type CalendarPrintParams = {
  type: CalendarPrintType
  /** 'all' or a sport's global slug. */
  sport: string
  start: string
  end: string
  location: CalendarLocation
}

/** The print calendar; under /sports/{slug} when `pageSport` is set. */
export function calendarPrintPath(pageSport: string | null, params: CalendarPrintParams): string {
  return pageSport
    ? href('/sports/:globalSportNameSlug/calendar/print/:type/:sport/:start/:end/:location', {
        globalSportNameSlug: pageSport,
        ...params,
      })
    : href('/calendar/print/:type/:sport/:start/:end/:location', params)
}
