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

// Every link of a menu in reading order, children after their parent; items without a url
// (group headings such as "More") contribute only their children.
export function flattenNavLinks(items: NavigationItem[]): NavigationItem[] {
  return items.flatMap((item) => [
    ...(item.url && !item.separator ? [item] : []),
    ...flattenNavLinks(getNavColumns(item).flatMap((column) => column.items)),
  ])
}
