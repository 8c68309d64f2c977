import { toLocalDayOf } from '@fieldhouse/domain/local-day'

import { notFound } from '~/utils/loaded'

// Dated addresses (a story's /news/{year}/{month}/{day}/..., a sport file's) name their day in
// three segments; the story page and the sport files read it the same way.

const NUMBER = /^\d{1,4}$/

/** The story's day from its address: a day that does not exist names no story (404). */
export function requireStoryDay(params: { year?: string; month?: string; day?: string }) {
  const parts = [params.year, params.month, params.day]
  if (!parts.every((part) => part !== undefined && NUMBER.test(part))) throw notFound()
  const day = toLocalDayOf(Number(params.year), Number(params.month), Number(params.day))
  if (day === null) throw notFound()
  return day
}
