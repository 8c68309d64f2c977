import { href } from 'react-router'

import { withQuery } from './with-query'

/** A calendar day without a year: the day "on this day" looks back on. */
export type MonthDay = { month: number; day: number }

/** Today's page (no day named), or a named day's: /on-this-day?day=3&month=9. */
export function onThisDayPath(day: MonthDay | null = null): string {
  return day === null
    ? href('/on-this-day')
    : withQuery(href('/on-this-day'), { month: day.month, day: day.day })
}
