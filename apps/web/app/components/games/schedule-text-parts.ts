import type { GameView } from './game-view'

// Plain-text forms of a game's opponent, place and outcome, for the print and text schedules.
// They follow the page's rows (game-parts.tsx): where the department shows no "at"/"vs"
// (Schedule/settings, `side` set by schedule.server.ts) the opponent reads alone and the place
// says Home or Away; a neutral site says so.

/** "at #6 Georgetown", or "#6 Georgetown" where the department shows no at/vs. */
export function opponentText(game: GameView): string {
  const atVs = game.side == null ? `${game.atVs} ` : ''
  const rank = game.opponent?.rank ? `${game.opponent.rank} ` : ''
  return `${atVs}${rank}${game.opponent?.name ?? 'TBA'}`
}

export function whereText(game: GameView): string {
  const place = game.facility?.title ?? game.place ?? ''
  const marks = [
    game.location === 'N' ? 'Neutral site' : null,
    game.side || null,
    game.tournament,
    game.isConference ? 'Conference' : null,
  ].filter(Boolean)
  return [place, ...marks].filter(Boolean).join(' · ')
}

export function outcomeText(game: GameView): string {
  if (game.notice) return game.notice
  if (game.result) return [game.result.status, game.result.score].filter(Boolean).join(' ')
  return ''
}

/** Fixed-width columns for the text schedule: each cell padded to its column's widest value. */
export function toTextTable(rows: string[][]): string {
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? []
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n')
}
