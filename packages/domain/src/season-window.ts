// The calendar days a season's games can fall on, from its title alone: the games feeds are not
// season-scoped (provider README 4.2), so a schedule asks for a window and keeps the games of
// its own schedule id. The window is generous on purpose (a fall season's bowl game is in
// January, a spring title names the spring only); the schedule id does the exact cut.

export type SeasonWindow = { startDate: string; endDate: string }

const TITLE = /^(\d{4})(?:-(\d{2}))?/

/** "2026" or "2026-27" (or "2026-2027 ...") to a window of 'YYYY-MM-DD' days; null otherwise. */
export function getSeasonWindow(title: string): SeasonWindow | null {
  const match = TITLE.exec(title.trim())
  if (!match) return null
  const year = Number(match[1])
  // An academic year (a winter sport): July to the next June.
  if (match[2] !== undefined) return { startDate: `${year}-07-01`, endDate: `${year + 1}-06-30` }
  // One calendar year, plus the next January and February for postseason games.
  return { startDate: `${year}-01-01`, endDate: `${year + 1}-02-28` }
}

/** Whether an address's season ("2025", "2025-26") names this season's title. */
export function isSameSeason(title: string, asked: string): boolean {
  return title === asked || title.slice(0, 4) === asked.slice(0, 4)
}
