import type { NavigationItem } from '@fieldhouse/provider-client/navigation'

export type NavColumn = { column: number; items: NavigationItem[] }

// A level-1 item's children come either as columns (dropdown panels) or as a flat list; the
// menus treat both as columns.
export function getNavColumns(item: NavigationItem): NavColumn[] {
  const columns = item.columns.filter((column) => column.items.length > 0)
  if (columns.length > 0) return [...columns].sort((a, b) => a.column - b.column)
  return item.items.length > 0 ? [{ column: 1, items: item.items }] : []
}

export function hasNavChildren(item: NavigationItem): boolean {
  return getNavColumns(item).length > 0
}
