const DAY_MS = 86_400_000

/** The provider's 'YYYY-MM-DD' days from `back` days before `now` to `ahead` days after it. */
export function getGameWindow(now: Date, back: number, ahead: number) {
  const day = (offset: number) =>
    new Date(now.getTime() + offset * DAY_MS).toISOString().slice(0, 10)
  return { startDate: day(-back), endDate: day(ahead) }
}
