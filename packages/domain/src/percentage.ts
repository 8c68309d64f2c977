/**
 * SPEC 9 "percentages to one decimal": a ratio 0..1 shown as a percentage with one decimal,
 * 0.5 -> '50.0%'. A value that is not a finite number shows as '0.0%' rather than 'NaN%'.
 */
export function formatPercentage(ratio: number): string {
  if (!Number.isFinite(ratio)) return '0.0%'
  // Round on the scaled value: toFixed alone rounds binary fractions (0.0005 * 100) the wrong way.
  return `${(Math.round(ratio * 1000) / 10).toFixed(1)}%`
}

/**
 * Win ratio 0..1 with ties counted as half a win (the NCAA convention); 0 before any game.
 * Format it with formatPercentage.
 */
export function winPercentage(wins: number, losses: number, ties: number = 0): number {
  const games = wins + losses + ties
  return games > 0 ? (wins + ties / 2) / games : 0
}
