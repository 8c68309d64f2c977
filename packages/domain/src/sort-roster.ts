import { getAcademicYearRank } from './academic-year'
import { toHeightInches } from './format-height'
/** SPEC 3 "Roster sort options", in the order a page offers them; the first is the default. */
export const ROSTER_SORTS = [
  'jersey',
  'name',
  'position',
  'class',
  'hometown',
  'height',
  'weight',
] as const
export type RosterSort = (typeof ROSTER_SORTS)[number]

export const SORT_DIRECTIONS = ['asc', 'desc'] as const
export type SortDirection = (typeof SORT_DIRECTIONS)[number]

/**
 * The fields of a roster player that sorting reads (the names the provider client maps to), so
 * any entity with them can be sorted without this package knowing its type.
 */
export type RosterPlayerLike = {
  jerseyNumber: string | null
  firstName: string
  lastName: string
  positionShort: string | null
  academicYearShort: string | null
  hometown: string | null
  heightFeet: number | null
  heightInches: number | null
  weight: number | null
}

/** A sort option from a query value; anything else (absent, misspelt) is 'jersey'. */
export function toRosterSort(value: string | null | undefined): RosterSort {
  return ROSTER_SORTS.find((sort) => sort === value) ?? 'jersey'
}

/** A sort direction from a query value; anything but 'desc' is 'asc'. */
export function toSortDirection(value: string | null | undefined): SortDirection {
  return value === 'desc' ? 'desc' : 'asc'
}

// A fixed locale, so the server and the browser order alike; base sensitivity, so "de la Cruz"
// sits with "De La Cruz" and "José" with "Jose"; numeric, so "Hall 2" < "Hall 10".
// Made on first use, not on import: Intl objects are costly to make (docs/performance.md).
let cachedCollator: Intl.Collator | undefined
const collator = () =>
  (cachedCollator ??= new Intl.Collator('en', { numeric: true, sensitivity: 'base' }))
const byText = (a: string, b: string) => collator().compare(a, b)
const byNumber = (a: number, b: number) => a - b

const text = (value: string | null) => (value === null || value.trim() === '' ? null : value.trim())

type Jersey = { number: number | null; text: string }

// Jersey numbers are strings: "00" is a different number from "0". Numeric ones sort by value,
// and equal values by length, so 0, 00, 1, 01, 2, 10; anything not a number ("A", "1A") after
// them by text. The provider sometimes prefixes '#'.
function toJersey(value: string | null): Jersey | null {
  const jersey = text(value)?.replace(/^#\s*/, '')
  if (!jersey) return null
  return { number: /^\d+$/.test(jersey) ? Number(jersey) : null, text: jersey }
}

function byJersey(a: Jersey, b: Jersey): number {
  if (a.number !== null && b.number !== null)
    return a.number - b.number || a.text.length - b.text.length
  if (a.number !== null) return -1
  if (b.number !== null) return 1
  return byText(a.text, b.text)
}

const byName = (a: RosterPlayerLike, b: RosterPlayerLike) =>
  byText(a.lastName, b.lastName) || byText(a.firstName, b.firstName)

/** How each option reads a player: the sort key, or null when the player has none. */
type Key<V> = { get: (player: RosterPlayerLike) => V | null; compare: (a: V, b: V) => number }
const key = <V>(get: Key<V>['get'], compare: Key<V>['compare']) =>
  ({ get, compare }) as Key<unknown>

const KEYS: Record<RosterSort, Key<unknown>> = {
  jersey: key((p) => toJersey(p.jerseyNumber), byJersey),
  name: key((p) => p, byName),
  position: key((p) => text(p.positionShort), byText),
  class: key((p) => getAcademicYearRank(p.academicYearShort), byNumber),
  hometown: key((p) => text(p.hometown), byText),
  height: key((p) => toHeightInches(p.heightFeet, p.heightInches), byNumber),
  weight: key((p) => (p.weight !== null && p.weight > 0 ? p.weight : null), byNumber),
}

/**
 * A roster in the order a visitor asked for (SPEC 3): an unknown option sorts by jersey, and
 * 'desc' reverses the order. Players without a value for the option (no jersey, an unknown
 * class, no height...) come last in both directions, since a reversed list that starts with
 * blanks reads as empty. Ties are by name (last, then first), ascending, then as given. The input
 * is left untouched.
 */
export function sortRoster<T extends RosterPlayerLike>(
  players: readonly T[],
  sort?: string | null,
  direction?: string | null,
): T[] {
  const { get, compare } = KEYS[toRosterSort(sort)]
  const sign = toSortDirection(direction) === 'desc' ? -1 : 1
  return players
    .map((player) => ({ player, value: get(player) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null) {
        if (a.value !== b.value) return a.value === null ? 1 : -1
      } else {
        const order = compare(a.value, b.value)
        if (order !== 0) return sign * order
      }
      return byName(a.player, b.player)
    })
    .map(({ player }) => player)
}
