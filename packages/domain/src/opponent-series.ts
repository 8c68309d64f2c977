import type { RecordSummary, WinLossTie } from './game-record'
import { winPercentage } from './percentage'
import type { SortDirection } from './sort-roster'
// The opponent history list (SPEC 2.1 "Opponent history"): find an opponent by name, order the
// series, and read the provider's streak tally as a run.

/** Columns the list can be ordered by, the first the default (opponents by name). */
export const OPPONENT_SORTS = ['name', 'games', 'pct', 'last'] as const
export type OpponentSort = (typeof OPPONENT_SORTS)[number]

/** What sorting reads of a series, so any row with these fields can be sorted. */
export type SeriesLike = {
  name: string
  record: WinLossTie
  /** The last meeting's day, 'YYYY-MM-DD…' (the venue's wall clock); null before any. */
  lastDate: string | null
}

/** A sort option from a query value; anything else (absent, misspelt) is 'name'. */
export function toOpponentSort(value: string | null | undefined): OpponentSort {
  return OPPONENT_SORTS.find((sort) => sort === value) ?? 'name'
}

// A fixed locale, so the server and the browser agree; base sensitivity: "St. Aldric" sits
// with "st aldric" and "Citadel" with "Cîtadel".
// Made on first use, not on import: Intl objects are costly to make (docs/performance.md).
let cachedCollator: Intl.Collator | undefined
const collator = () =>
  (cachedCollator ??= new Intl.Collator('en', { numeric: true, sensitivity: 'base' }))

const games = (record: WinLossTie) => record.wins + record.losses + record.ties

function compare(a: SeriesLike, b: SeriesLike, sort: OpponentSort): number {
  if (sort === 'games') return games(a.record) - games(b.record)
  if (sort === 'pct') {
    const pct = ({ wins, losses, ties }: WinLossTie) => winPercentage(wins, losses, ties)
    return pct(a.record) - pct(b.record)
  }
  if (sort === 'last') return (a.lastDate ?? '').localeCompare(b.lastDate ?? '')
  return 0
}

/**
 * The series in the asked order; ties (and the 'name' sort) by name A to Z whatever the
 * direction, so equal rows never swap when the direction does. A series with no meeting date
 * sorts last by 'last' in both directions. The input is not changed.
 */
export function sortOpponents<Row extends SeriesLike>(
  rows: readonly Row[],
  sort: OpponentSort,
  direction: SortDirection,
): Row[] {
  const sign = direction === 'desc' ? -1 : 1
  return [...rows].sort((a, b) => {
    if (sort === 'last' && (a.lastDate === null) !== (b.lastDate === null)) {
      return a.lastDate === null ? 1 : -1
    }
    const byName = collator().compare(a.name, b.name)
    if (sort === 'name') return sign * byName
    return sign * compare(a, b, sort) || byName
  })
}

// Letters and digits only, accents and case folded: "st aldric" finds "St. Aldric".
const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()

/** The name filter: every word of the query starts a word of the name; an empty query matches all. */
export function matchesOpponentName(name: string, query: string | null | undefined): boolean {
  const words = fold(query ?? '')
    .split(' ')
    .filter(Boolean)
  if (words.length === 0) return true
  const nameWords = fold(name).split(' ')
  return words.every((word) => nameWords.some((part) => part.startsWith(word)))
}

/**
 * The provider's `currentStreak` is a tally of the latest run ({wins: 2, losses: 0, ties: 0});
 * as a run it reads "W2". A tally with more than one non-zero count (no run at all) or none is
 * null.
 */
export function toSeriesStreak(tally: WinLossTie | null): RecordSummary['streak'] {
  if (!tally) return null
  const runs = (
    [
      ['W', tally.wins],
      ['L', tally.losses],
      ['T', tally.ties],
    ] as const
  ).filter(([, count]) => count > 0)
  const [run] = runs
  return runs.length === 1 && run ? { result: run[0], count: run[1] } : null
}
