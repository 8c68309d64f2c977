import type { NavigationItem } from '@fieldhouse/provider-client/navigation'

type ShellNavLink = { id: number; title: string; url: string; openInNewWindow: boolean }

/** The part of a navigation item the menus render; the rest stays on the server. */
export type ShellNavItem = ShellNavLink & {
  separator: boolean
  columns: { column: number; items: ShellNavItem[] }[]
  items: ShellNavItem[]
  scheduleRosterNewsLinks: ShellNavLink[]
}

export type NavColumn = { column: number; items: ShellNavItem[] }

// The navigation travels to the browser in every page's hydration data; keeping only what the
// menus show makes that payload less than half the size.
export function toShellNavItem(item: NavigationItem): ShellNavItem {
  return {
    ...toShellNavLink(item),
    separator: item.separator,
    columns: item.columns.map((column) => ({
      column: column.column,
      items: column.items.map(toShellNavItem),
    })),
    items: item.items.map(toShellNavItem),
    scheduleRosterNewsLinks: item.scheduleRosterNewsLinks.map(toShellNavLink),
  }
}

function toShellNavLink(link: ShellNavLink): ShellNavLink {
  return {
    id: link.id,
    title: link.title,
    url: link.url,
    openInNewWindow: link.openInNewWindow,
  }
}

// A level-1 item's children come either as columns (dropdown panels) or as a flat list; the
// menus treat both as columns.
export function getNavColumns(item: ShellNavItem): NavColumn[] {
  const columns = item.columns.filter((column) => column.items.length > 0)
  if (columns.length > 0) return [...columns].sort((a, b) => a.column - b.column)
  return item.items.length > 0 ? [{ column: 1, items: item.items }] : []
}

export function hasNavChildren(item: ShellNavItem): boolean {
  return getNavColumns(item).length > 0
}

// Every link of a menu in reading order, children after their parent; items without a url
// (group headings such as "More") contribute only their children.
export function flattenNavLinks(items: ShellNavItem[]): ShellNavItem[] {
  return items.flatMap((item) => [
    ...(item.url && !item.separator ? [item] : []),
    ...flattenNavLinks(getNavColumns(item).flatMap((column) => column.items)),
  ])
}
