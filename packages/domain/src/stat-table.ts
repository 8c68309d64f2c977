import { formatPercentage } from './percentage'
// Generic helpers for season, game-by-game and career stat tables: a table is columns over rows
// of numbers, with null for "not recorded" (which is not 0: a blank must not drag an average).

export type StatValue = number | null
export type StatRow<K extends string> = Readonly<Record<K, StatValue>>

// Sums of decimals (innings, minutes) pick up binary noise: 0.1 + 0.2 is 0.30000000000000004.
const clean = (n: number) => Math.round(n * 1e9) / 1e9

/** The sum of the recorded values; null when none is recorded. */
export function sumStat(values: readonly StatValue[]): StatValue {
  let total: number | null = null
  for (const value of values) if (value !== null) total = (total ?? 0) + value
  return total === null ? null : clean(total)
}

/** part / whole (made / attempted) as a ratio 0..1; null when either is unknown or whole is 0. */
export function toRatio(part: StatValue, whole: StatValue): StatValue {
  return part === null || whole === null || whole === 0 ? null : part / whole
}

/** A per-game average; null without games played or a recorded total. */
export function perGame(total: StatValue, games: StatValue): StatValue {
  return toRatio(total, games)
}

/**
 * How a column's totals-row cell is made: the sum, the best (max/min), nothing (a jersey, a
 * date), or a value derived from the totals row made so far, e.g. FG% from the summed made and
 * attempted columns (an average of per-game percentages would be wrong).
 */
export type StatTotal<K extends string> =
  | 'sum'
  | 'max'
  | 'min'
  | 'none'
  | ((totals: StatRow<K>) => StatValue)

export type StatColumn<K extends string> = { key: K; total: StatTotal<K> }

/**
 * The totals row of a table. Derived columns are computed after every aggregated one, in column
 * order, so a derived column may read the aggregated columns and any derived one before it.
 */
export function getTotalsRow<K extends string>(
  rows: readonly StatRow<K>[],
  columns: readonly StatColumn<K>[],
): StatRow<K> {
  const totals = {} as Record<K, StatValue>
  for (const { key, total } of columns) {
    const values = rows.map((row) => row[key]).filter((value) => value !== null)
    totals[key] =
      total === 'sum'
        ? sumStat(values)
        : total === 'max' && values.length > 0
          ? Math.max(...values)
          : total === 'min' && values.length > 0
            ? Math.min(...values)
            : null
  }
  for (const { key, total } of columns) if (typeof total === 'function') totals[key] = total(totals)
  return totals
}

/** A row with the given columns divided by games played (an "Avg/G" row); the rest as given. */
export function toPerGameRow<K extends string>(
  row: StatRow<K>,
  games: StatValue,
  keys: readonly K[],
): StatRow<K> {
  const result: Record<K, StatValue> = { ...row }
  for (const key of keys) result[key] = perGame(row[key], games)
  return result
}

/**
 * How a cell shows its number: 'count' (1,234), 'percentage' (a ratio as SPEC 9's one-decimal
 * 45.6%), 'average' (a ratio the way batting averages print, .312 and 1.000), or a number of
 * decimals (per-game figures, 12.3).
 */
export type StatFormat = 'count' | 'percentage' | 'average' | { decimals: number }

// en-US whatever the host's locale, so the server and the browser print the same.
// Made on first use, not on import: Intl objects are costly to make (docs/performance.md).
let cachedCounts: Intl.NumberFormat | undefined
const counts = () => (cachedCounts ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }))

/** A cell's text; `empty` (default '-', as stat sheets print it) for a value not recorded. */
export function formatStat(value: StatValue, format: StatFormat, empty = '-'): string {
  if (value === null || !Number.isFinite(value)) return empty
  if (format === 'count') return counts().format(value)
  if (format === 'percentage') return formatPercentage(value)
  if (format === 'average') {
    const text = (Math.round(value * 1000) / 1000).toFixed(3)
    return value >= 0 && value < 1 && text !== '1.000' ? text.slice(1) : text
  }
  const scale = 10 ** format.decimals
  return (Math.round(value * scale) / scale).toFixed(format.decimals)
}
