import type { ShellNavItem } from './nav-children'

/**
 * The menus as they travel to the browser: one compact JSON string per provider answer.
 * As objects, the navigation was over half of every page's hydration data, and React Router
 * encoded its ~2,000 values again on every request; a string is encoded once on the server
 * (shell-data.server.ts keeps it per answer) and copied as is (docs/performance.md).
 *
 * An item is a tuple `[id, title, url, flags, columns, items, links]`, empty trailing parts left
 * out; flags: 1 opens in a new window, 2 is a separator; a column is `[column, items]`; a
 * schedule/roster/news link is `[id, title, url, flags]`.
 */
export type NavPayload = string

type LinkTuple = [number, string, string, number]
type ItemTuple = [number, string, string, number?, ColumnTuple[]?, ItemTuple[]?, LinkTuple[]?]
type ColumnTuple = [number, ItemTuple[]]

const NEW_WINDOW = 1
const SEPARATOR = 2

export function toNavPayload(items: readonly ShellNavItem[]): NavPayload {
  return JSON.stringify(items.map(toItemTuple))
}

/** The menus back from a payload; anything malformed (a payload from another release) is left out. */
export function parseNavPayload(payload: NavPayload): ShellNavItem[] {
  let value: unknown
  try {
    value = JSON.parse(payload)
  } catch {
    return []
  }
  return toItems(value)
}

// The browser's renders and the server's markup cache (markup-cache.tsx) both want the same
// array for the same payload, so parsed payloads are kept; a handful is enough (main and sport
// menus, and the previous answer while the next page loads).
const parsed = new Map<NavPayload, ShellNavItem[]>()
const MAX_PARSED = 8

export function getNavItems(payload: NavPayload): ShellNavItem[] {
  let items = parsed.get(payload)
  if (!items) {
    items = parseNavPayload(payload)
    if (parsed.size >= MAX_PARSED) parsed.delete(parsed.keys().next().value ?? '')
    parsed.set(payload, items)
  }
  return items
}

function toItemTuple(item: ShellNavItem): ItemTuple {
  const tuple: ItemTuple = [
    item.id,
    item.title,
    item.url,
    flagsOf(item),
    item.columns.map((column): ColumnTuple => [column.column, column.items.map(toItemTuple)]),
    item.items.map(toItemTuple),
    item.scheduleRosterNewsLinks.map(
      (link): LinkTuple => [link.id, link.title, link.url, flagsOf(link)],
    ),
  ]
  while (tuple.length > 3 && isEmpty(tuple[tuple.length - 1])) tuple.pop()
  return tuple
}

function flagsOf(item: { openInNewWindow: boolean; separator?: boolean }): number {
  return (item.openInNewWindow ? NEW_WINDOW : 0) | (item.separator ? SEPARATOR : 0)
}

function isEmpty(part: unknown): boolean {
  return part === 0 || (Array.isArray(part) && part.length === 0)
}

function toItems(value: unknown): ShellNavItem[] {
  return Array.isArray(value) ? value.flatMap((entry) => toItem(entry) ?? []) : []
}

function toItem(value: unknown): ShellNavItem | null {
  const link = toLink(value)
  if (!link || !Array.isArray(value)) return null
  const parts: unknown[] = value
  const [, , , flags, columns, items, links] = parts
  return {
    ...link,
    separator: (Number(flags) & SEPARATOR) !== 0,
    columns: Array.isArray(columns)
      ? columns.flatMap((column: unknown) =>
          Array.isArray(column) && typeof column[0] === 'number'
            ? [{ column: column[0], items: toItems(column[1]) }]
            : [],
        )
      : [],
    items: toItems(items),
    scheduleRosterNewsLinks: Array.isArray(links)
      ? links.flatMap((entry) => toLink(entry) ?? [])
      : [],
  }
}

function toLink(value: unknown) {
  if (!Array.isArray(value)) return null
  const parts: unknown[] = value
  const [id, title, url, flags] = parts
  if (typeof id !== 'number' || typeof title !== 'string' || typeof url !== 'string') return null
  return { id, title, url, openInNewWindow: (Number(flags) & NEW_WINDOW) !== 0 }
}
