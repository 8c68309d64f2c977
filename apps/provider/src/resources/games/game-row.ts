import type { games } from '../../db/schema'

// A `games` row as it is written: by the seed for a season's games (seed/teams/game-rows.ts) and
// by the running provider for the live demo game (live-stats/live-game-row.ts). Both build their
// rows with what is here, so a seeded game and the live one read the same on the wire.

export type GameRow = typeof games.$inferInsert

// "7 p.m.", "6:30 p.m.", "11 a.m.", "Noon".
export function toDisplayTime(hour: number, minute: number): string {
  if (hour === 12 && minute === 0) return 'Noon'
  const h = hour % 12 === 0 ? 12 : hour % 12
  const m = minute === 0 ? '' : `:${String(minute).padStart(2, '0')}`
  return `${h}${m} ${hour < 12 ? 'a.m.' : 'p.m.'}`
}

// A game without a picture of its own.
export const NO_EVENT_IMAGE: GameRow['eventImage'] = {
  image: null,
  altText: null,
  caption: null,
  link: null,
}
