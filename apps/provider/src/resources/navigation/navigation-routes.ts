import type {
  NavigationItemResource,
  NavigationResponse,
  NavigationSportResource,
  SubNavigationResponse,
} from '@fieldhouse/contract/navigation'
import { and, asc, eq, inArray } from 'drizzle-orm'
import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import type { Db } from '../../db/client'
import { eqIfGiven, tenantRows } from '../../db/tenant-rows'
import { navigationItems, sports } from '../../db/schema'
import { parseQueryId } from '../../http/query'

type NavigationRow = typeof navigationItems.$inferSelect
type SportRow = Pick<
  typeof sports.$inferSelect,
  'id' | 'title' | 'abbrev' | 'shortName' | 'globalSportShortName'
>

type Tree = {
  childrenOf: (parentId: number, role: NavigationRow['role']) => NavigationRow[]
  sportsById: Map<number, SportRow>
}

function getMenuRows(db: Db, tenantId: number, menu: 'main' | 'sub', sportId?: number) {
  const where = [eq(navigationItems.menu, menu), eqIfGiven(navigationItems.sportId, sportId)]
  const order = [asc(navigationItems.rank), asc(navigationItems.id)]
  return tenantRows(db, navigationItems, tenantId, where, order)
}

function getSportsById(db: Db, tenantId: number, ids: number[]): Map<number, SportRow> {
  if (ids.length === 0) return new Map()
  const rows = db
    .select({
      id: sports.id,
      title: sports.title,
      abbrev: sports.abbrev,
      shortName: sports.shortName,
      globalSportShortName: sports.globalSportShortName,
    })
    .from(sports)
    .where(and(eq(sports.tenantId, tenantId), inArray(sports.id, ids)))
    .all()
  return new Map(rows.map((row) => [row.id, row]))
}

function buildTree(db: Db, tenantId: number, rows: NavigationRow[]): Tree {
  const sportIds = [...new Set(rows.flatMap((row) => (row.sportId === null ? [] : [row.sportId])))]
  return {
    childrenOf: (parentId, role) =>
      rows.filter((row) => row.parentId === parentId && row.role === role),
    sportsById: getSportsById(db, tenantId, sportIds),
  }
}

// The real schema wants non-null strings in navigation sports, so fall back to the short name.
function toNavigationSport(sport: SportRow): NavigationSportResource {
  const abbrev = sport.abbrev ?? sport.shortName
  return {
    id: sport.id,
    title: sport.title,
    abbrev,
    shortTitle: abbrev,
    shortName: sport.shortName,
    globalSportShortName: sport.globalSportShortName ?? sport.shortName,
  }
}

function listOrNull(rows: NavigationRow[], tree: Tree): NavigationItemResource[] | null {
  return rows.length === 0 ? null : rows.map((row) => toNavigationItem(row, tree))
}

// Every node carries the full field set, unused ones null, exactly like the real responses.
export function toNavigationItem(row: NavigationRow, tree: Tree): NavigationItemResource {
  const sport = row.sportId === null ? undefined : tree.sportsById.get(row.sportId)
  const tickets = tree.childrenOf(row.id, 'tickets')[0]
  return {
    id: row.id,
    title: row.title,
    shortTitle: row.shortTitle,
    rank: row.rank,
    column: row.column,
    url: row.url,
    icon: row.icon,
    separator: row.separator,
    openInNewWindow: row.openInNewWindow,
    sportIdAssociation: row.sportId,
    sport: sport ? toNavigationSport(sport) : null,
    className: row.className,
    socialMediaLinks: listOrNull(tree.childrenOf(row.id, 'social'), tree),
    scheduleRosterNewsLinks: listOrNull(tree.childrenOf(row.id, 'links'), tree),
    items:
      row.role === 'item'
        ? tree.childrenOf(row.id, 'item').map((child) => toNavigationItem(child, tree))
        : null,
    stats: null,
    tickets: tickets ? toNavigationItem(tickets, tree) : null,
    youtube: null,
  }
}

// Level-1 items add the include* flags and either a flat `items` list or `columns`.
export function toTopNavigationItem(row: NavigationRow, tree: Tree): NavigationItemResource {
  const item = toNavigationItem(row, tree)
  const children = item.items ?? []
  const columnNumbers = [...new Set(children.map((child) => child.column ?? 0))].sort(
    (a, b) => a - b,
  )
  return {
    ...item,
    includeSocialMedia: row.includeSocialMedia,
    includeScheduleRosterNews: row.includeScheduleRosterNews,
    includeStats: row.includeStats,
    includeTickets: row.includeTickets,
    includeYouTube: row.includeYouTube,
    items: row.hasColumns ? [] : children,
    columns: row.hasColumns
      ? columnNumbers.map((column) => ({
          column,
          items: children.filter((child) => (child.column ?? 0) === column),
        }))
      : [],
    ad: null,
  }
}

export const navigationRoutes = new Hono<AppEnv>()
  .get('/navigation', (c) => {
    const rows = getMenuRows(c.var.db, c.var.tenant.id, 'main')
    const tree = buildTree(c.var.db, c.var.tenant.id, rows)
    const body: NavigationResponse = rows
      .filter((row) => row.parentId === null)
      .map((row) => toTopNavigationItem(row, tree))
    return c.json(body)
  })
  .get('/navigation/sub', (c) => {
    const sportId = parseQueryId(c, 'sportId')
    // SPEC 7: the sport navigation is only asked for a real sport; 0 or nothing means none.
    if (sportId === undefined || sportId === 0) return c.json([])
    const rows = getMenuRows(c.var.db, c.var.tenant.id, 'sub', sportId)
    const tree = buildTree(c.var.db, c.var.tenant.id, rows)
    const body: SubNavigationResponse = rows
      .filter((row) => row.parentId === null)
      .map((row) => toNavigationItem(row, tree))
    return c.json(body)
  })
