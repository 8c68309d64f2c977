// Sorting a stat table by one of its columns. Stat sheets send their values as text the way they
// print them: "12", "1,234", ".333", "45.6%", "66.1" (innings), "+3", "12-34" (made-attempted),
// "31:05" (minutes), and "-" or "" for nothing recorded. Sorting that text as text puts "9"
// after "12" and ".333" before "0"; sorting it as Number() turns "-" into NaN and "12-34" into
// nothing. This reads each the way a fan would compare them.

export type StatSortDirection = 'asc' | 'desc'

/** A sortable reading of a cell: numbers compared in turn, or text; null for nothing recorded. */
export type StatSortValue = { numbers: number[] } | { text: string } | null

const EMPTY = new Set(['', '-', '--', '—', '–', 'n/a', 'N/A'])
const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)$/
const MADE_ATTEMPTED = /^(\d+)\s*[-/]\s*(\d+)$/
const CLOCK = /^(\d+):([0-5]\d)$/

/** One cell's text as a sort value (see the header). */
export function toStatSortValue(value: string | number | null | undefined): StatSortValue {
  if (typeof value === 'number') return Number.isFinite(value) ? { numbers: [value] } : null
  if (value === null || value === undefined) return null
  const text = value.trim()
  if (EMPTY.has(text)) return null
  const plain = text.replace(/,/g, '').replace(/%$/, '')
  if (NUMBER.test(plain)) return { numbers: [Number(plain)] }
  // Made-attempted ("12-34"): more made first, then (among equals) more attempts.
  const made = MADE_ATTEMPTED.exec(plain)
  if (made) return { numbers: [Number(made[1]), Number(made[2])] }
  const clock = CLOCK.exec(plain)
  if (clock) return { numbers: [Number(clock[1]) * 60 + Number(clock[2])] }
  return { text }
}

// Made on first use, not on import: Intl objects are costly to make (docs/performance.md).
let cachedCollator: Intl.Collator | undefined
const collator = () =>
  (cachedCollator ??= new Intl.Collator('en', { numeric: true, sensitivity: 'base' }))

/** Numbers before text; both values recorded. Ascending. */
function compareValues(a: NonNullable<StatSortValue>, b: NonNullable<StatSortValue>): number {
  if ('numbers' in a && 'numbers' in b) {
    for (let i = 0; i < Math.max(a.numbers.length, b.numbers.length); i++) {
      const order = (a.numbers[i] ?? 0) - (b.numbers[i] ?? 0)
      if (order !== 0) return order
    }
    return 0
  }
  if ('numbers' in a) return -1
  if ('numbers' in b) return 1
  return collator().compare(a.text, b.text)
}

/**
 * Rows in the order of one column: `direction` orders the recorded values; rows with nothing
 * recorded come last in both directions (a descending list that starts with blanks reads as
 * empty, as sortRoster has it). Ties go to `tieBreak` (the name, say), then the given order. The
 * input is left untouched.
 */
export function sortStatRows<T>(
  rows: readonly T[],
  read: (row: T) => string | number | null | undefined,
  direction: StatSortDirection,
  tieBreak: (a: T, b: T) => number = () => 0,
): T[] {
  const sign = direction === 'desc' ? -1 : 1
  return rows
    .map((row, index) => ({ row, index, value: toStatSortValue(read(row)) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null) {
        if (a.value !== b.value) return a.value === null ? 1 : -1
      } else {
        const order = compareValues(a.value, b.value)
        if (order !== 0) return sign * order
      }
      return tieBreak(a.row, b.row) || a.index - b.index
    })
    .map(({ row }) => row)
}

/** A column to sort a page's tables by: `?sort=<group>.<stat>` ("hitting.avg"). */
export type StatSort = { group: string; stat: string; direction: StatSortDirection }

const SORT = /^([A-Za-z][A-Za-z0-9]*)\.([A-Za-z0-9+%]+)$/

/**
 * The `sort` and `dir` query values as a sort; null for anything malformed (the page then shows
 * its default order). Whether the group and column exist is the page's to check.
 */
export function parseStatSort(sort: string | null, dir: string | null): StatSort | null {
  const match = SORT.exec(sort ?? '')
  if (!match?.[1] || !match[2]) return null
  const direction =
    dir === 'asc' || dir === 'desc' ? dir : getFirstStatDirection(match[1], match[2])
  return { group: match[1], stat: match[2], direction }
}

// Columns where less is better: a first click sorts them ascending (the best first), as every
// other stat column sorts descending first (most points, most hits).
const LESS_IS_BETTER = new Set([
  'era',
  'whip',
  'gaa',
  'ga',
  'l',
  'losses',
  'earnedRunsAllowed',
  'runsAllowed',
  'hitsAllowed',
  'walksAllowed',
  'e',
  'errors',
  'to',
  'pf',
  'fouls',
  'yellow',
  'red',
  'pim',
  'se',
  're',
])

/** The direction a first sort by this stat of this group ("hitting", "passing") takes. */
export function getFirstStatDirection(group: string, stat: string): StatSortDirection {
  // A passer's interceptions are thrown, a defender's made.
  if (stat === 'int') return group === 'passing' ? 'asc' : 'desc'
  return LESS_IS_BETTER.has(stat) ? 'asc' : 'desc'
}
