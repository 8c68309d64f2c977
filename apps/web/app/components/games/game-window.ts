import { addDays, getLocalDay } from '@fieldhouse/domain/local-day'

/** The provider's 'YYYY-MM-DD' days from `back` days before `now` (its UTC day) to `ahead` after. */
export function getGameWindow(now: Date, back: number, ahead: number) {
  const today = getLocalDay(now, 'UTC')
  return { startDate: addDays(today, -back), endDate: addDays(today, ahead) }
}
