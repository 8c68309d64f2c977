import { winPercentage } from '@fieldhouse/domain/percentage'
import { formatStat } from '@fieldhouse/domain/stat-table'

/** Wins, losses and ties of one kind of games (overall or conference), with the percentage. */
export type WinLoss = { wins: number; losses: number; ties: number; percent: number | null }

/** "9-3", or "9-3-1" with ties: the way record books write a record. */
export function formatRecord({ wins, losses, ties }: WinLoss): string {
  return ties > 0 ? `${wins}-${losses}-${ties}` : `${wins}-${losses}`
}

/**
 * The winning percentage as record books print it: ".625", "1.000", "-" before any game. The
 * provider's figure is used when it sent a readable one (it may count ties its own way);
 * otherwise ties count half (winPercentage).
 */
export function formatWinPercent(record: WinLoss): string {
  if (record.wins + record.losses + record.ties === 0) return '-'
  const percent = record.percent ?? winPercentage(record.wins, record.losses, record.ties)
  return formatStat(percent, 'average')
}

/** The sum of several records (a totals row), its percentage worked out from the sums. */
export function sumRecords(records: readonly WinLoss[]): WinLoss {
  const total = records.reduce(
    (sum, record) => ({
      wins: sum.wins + record.wins,
      losses: sum.losses + record.losses,
      ties: sum.ties + record.ties,
    }),
    { wins: 0, losses: 0, ties: 0 },
  )
  return { ...total, percent: null }
}

type Named = { firstName: string; lastName: string }

// The record book names coaches but gives no staff id, so a bio finds its coach by name.
const nameKey = ({ firstName, lastName }: Named) =>
  `${firstName} ${lastName}`.trim().replace(/\s+/g, ' ').toLowerCase()

/** Whether this person is one of the head coaches in the sport's record book. */
export function isInRecordBook(person: Named, coaches: readonly Named[]): boolean {
  const key = nameKey(person)
  return coaches.some((coach) => nameKey(coach) === key)
}
