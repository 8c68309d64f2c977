import { formatPercentage, winPercentage } from './percentage'

// SPEC 3 "Schedule page" record (overall, conference, home, away, neutral, streak and the
// percentages), computed from the games when the provider sends no record.

export type WinLossTie = { wins: number; losses: number; ties: number }

/** What the record needs of a game (the provider-client Game entity fits as is). */
export type RecordGame = {
  start: Date | null
  result: { status: 'W' | 'L' | 'T' } | null
  locationIndicator: string | null
  conference: { isConference: boolean }
  /** Exhibitions do not count (NCAA records). */
  isExhibition: boolean
}

export type RecordSummary = {
  overall: WinLossTie
  conference: WinLossTie
  home: WinLossTie
  away: WinLossTie
  neutral: WinLossTie
  /** The latest run of equal results: { result: 'W', count: 3 } reads "W3"; null before any. */
  streak: { result: 'W' | 'L' | 'T'; count: number } | null
}

const empty = (): WinLossTie => ({ wins: 0, losses: 0, ties: 0 })

function add(record: WinLossTie, status: 'W' | 'L' | 'T'): void {
  if (status === 'W') record.wins += 1
  else if (status === 'L') record.losses += 1
  else record.ties += 1
}

/**
 * Tallies decided, non-exhibition games. The streak follows start order (games without a
 * readable start count as the earliest), so the input order does not matter.
 */
export function summarizeRecord(games: readonly RecordGame[]): RecordSummary {
  const summary: RecordSummary = {
    overall: empty(),
    conference: empty(),
    home: empty(),
    away: empty(),
    neutral: empty(),
    streak: null,
  }
  const decided = games
    .filter((game) => game.result !== null && !game.isExhibition)
    .sort((a, b) => (a.start?.getTime() ?? -Infinity) - (b.start?.getTime() ?? -Infinity))
  for (const game of decided) {
    const status = game.result?.status
    if (!status) continue
    add(summary.overall, status)
    if (game.conference.isConference) add(summary.conference, status)
    const where = game.locationIndicator?.toUpperCase()
    if (where === 'H') add(summary.home, status)
    else if (where === 'A') add(summary.away, status)
    else if (where === 'N') add(summary.neutral, status)
    summary.streak =
      summary.streak?.result === status
        ? { result: status, count: summary.streak.count + 1 }
        : { result: status, count: 1 }
  }
  return summary
}

/** "12-4" or, with ties, "12-4-2" (the provider's record format). */
export function formatRecord({ wins, losses, ties }: WinLossTie): string {
  return ties > 0 ? `${wins}-${losses}-${ties}` : `${wins}-${losses}`
}

/**
 * Reads the provider's record strings ("12-4", "12-4-2", " 7-1-1 "), so a screen can show their
 * percentage to one decimal (SPEC 9) instead of the provider's ".722"; null for anything else.
 */
export function parseRecord(text: string | null | undefined): WinLossTie | null {
  const match = /^\s*(\d+)-(\d+)(?:-(\d+))?\s*$/.exec(text ?? '')
  if (!match) return null
  return { wins: Number(match[1]), losses: Number(match[2]), ties: Number(match[3] ?? 0) }
}

/** "W3"; '' before any decided game. */
export function formatStreak(streak: RecordSummary['streak']): string {
  return streak ? `${streak.result}${streak.count}` : ''
}

/** SPEC 9: the win percentage to one decimal, ties counting half ("66.7%"). */
export function formatRecordPercentage(record: WinLossTie): string {
  return formatPercentage(winPercentage(record.wins, record.losses, record.ties))
}
