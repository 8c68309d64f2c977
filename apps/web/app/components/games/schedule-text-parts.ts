import type { GameView } from './game-view'

// Plain-text forms of a game's place and outcome, for the print and text schedules.

export function whereText(game: GameView): string {
  const place = game.facility?.title ?? game.place ?? ''
  const marks = [game.tournament, game.isConference ? 'Conference' : null].filter(Boolean)
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
