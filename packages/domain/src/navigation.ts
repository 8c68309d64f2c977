/** SPEC 3: the level-1 navigation item holding the footer links; it is not a desktop bar item. */
export const FOOTER_LINKS_GROUP_ID = 9

/** SPEC 5: only the first seven top-level items get a dropdown ad slot. */
export const MAX_DROPDOWN_AD_SLOTS = 7

/** The fields of a navigation item (SPEC 3) these rules read; C is the type of its children. */
export type NavItemLike<C extends { id: number } = { id: number }> = {
  id: number
  items?: readonly C[] | null
  columns?: readonly { column: number; items: readonly C[] }[] | null
}

/**
 * SPEC 2.4: a url starting with exactly one slash is internal; anything else is external,
 * including protocol-relative `//host`. `/\host` is external too, because browsers read a
 * backslash after the slash as `//host`.
 */
export function isInternalUrl(url: string | null | undefined): boolean {
  return typeof url === 'string' && /^\/(?![/\\])/.test(url)
}

export function getDesktopNavItems<T extends Pick<NavItemLike, 'id'>>(items: readonly T[]): T[] {
  return items.filter((item) => item.id !== FOOTER_LINKS_GROUP_ID)
}

/**
 * The children of the footer links group: its items, then any column items not already listed
 * (the provider may send the same links both flat and grouped into columns), or [] without it.
 */
export function getFooterLinks<C extends { id: number }>(items: readonly NavItemLike<C>[]): C[] {
  const group = items.find((item) => item.id === FOOTER_LINKS_GROUP_ID)
  if (!group) return []
  const columns = [...(group.columns ?? [])].sort((a, b) => a.column - b.column)
  const links = [...(group.items ?? []), ...columns.flatMap((column) => column.items)]
  const seen = new Set<number>()
  return links.filter((link) => {
    if (seen.has(link.id)) return false
    seen.add(link.id)
    return true
  })
}

/** Ad slot name for the dropdown of the top-level item at `index` (0-based), or null. */
export function getDropdownAdSlot(index: number): string | null {
  if (!Number.isInteger(index) || index < 0 || index >= MAX_DROPDOWN_AD_SLOTS) return null
  return `navigation_dropdown${index + 1}`
}

/**
 * SPEC 2.4: the mobile header's schedule link, the sport's schedule or the calendar. Built in
 * the domain for the shell, like searchPath (apps/web/app/routes.test.ts checks both against
 * the route table).
 */
export function mobileSchedulePath(slug: string | null | undefined): string {
  return slug ? `/sports/${encodeURIComponent(slug)}/schedule` : '/calendar'
}
