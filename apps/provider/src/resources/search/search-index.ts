import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { tenantRows } from '../../db/tenant-rows'
import { navigationItems, sports, staff } from '../../db/schema'
import { listGames } from '../games/games-queries'
import { listPlayerSeasons } from '../rosters/roster-queries'
import { listStories } from '../stories/story-queries'
import { toPlainText } from './plain-text'
import { spokenRows, type SpokenRef } from './spoken-rows'
import { monthName } from '../../local-time'

// The site search's full-text index (own design, packages/contract README "Search"): one SQLite
// FTS5 table over stories, players, coaches and support staff, games, navigation pages, podcast
// episodes and all-access videos (with the words spoken in them: spoken-rows.ts), each row a
// title and a body of plain text, ranked by bm25. It is derived data, so it is not part of
// the drizzle schema or its migrations: it is made on first use and built for a tenant when a
// search first needs it, then again after a seed or a re-anchor changed the tenant's data
// (`forgetSearchIndexes`, prepare-database.ts). Diacritics are folded (Müller finds muller).

// What the site needs to build the result's address and line, per kind (JSON in the row).
export type SearchRef =
  | { kind: 'story'; id: number; sportId: number; date: string; slug: string }
  | {
      kind: 'player'
      id: number
      sportId: number
      firstName: string
      lastName: string
      imagePath: string | null
    }
  | { kind: 'coach' | 'staff'; id: number; sportId: number; firstName: string; lastName: string }
  | {
      kind: 'game'
      id: number
      sportId: number
      date: string
      season: string
      opponent: string
      hasBoxScore: boolean
    }
  | { kind: 'page'; id: number; sportId: number | null; url: string }
  | SpokenRef

export type IndexRow = { ref: SearchRef; title: string; body: string; day: string | null }

const CREATE = [
  sql`create virtual table if not exists search_index using fts5(
    tenant_id unindexed, kind unindexed, ref unindexed, day unindexed, title, body,
    tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
  )`,
  sql`create table if not exists search_index_tenants (tenant_id integer primary key)`,
]

/** The index's tables, made when missing (every start and test database gets them on use). */
function ensureTables(db: Db): void {
  for (const statement of CREATE) db.run(statement)
}

function isBuilt(db: Db, tenantId: number): boolean {
  const built = db.get<{ n: number }>(
    sql`select count(*) as n from search_index_tenants where tenant_id = ${tenantId}`,
  )
  return Boolean(built && built.n > 0)
}

/**
 * Builds the tenant's index when it has none; a no-op otherwise. Reading the text tracks is
 * asynchronous (the WebVTT library), so two first searches may both collect the rows: the
 * transaction writes them only when no other has meanwhile.
 */
export async function ensureSearchIndex(db: Db, tenantId: number): Promise<void> {
  ensureTables(db)
  if (isBuilt(db, tenantId)) return
  const rows = await collectRows(db, tenantId)
  db.transaction((tx) => {
    if (isBuilt(db, tenantId)) return
    tx.run(sql`delete from search_index where tenant_id = ${tenantId}`)
    for (const row of rows) {
      tx.run(sql`insert into search_index (tenant_id, kind, ref, day, title, body)
        values (${tenantId}, ${row.ref.kind}, ${JSON.stringify(row.ref)}, ${row.day},
          ${row.title}, ${row.body})`)
    }
    tx.run(sql`insert into search_index_tenants (tenant_id) values (${tenantId})`)
  })
}

/** After a seed or a re-anchor changed data: every tenant's index is built again on use. */
export function forgetSearchIndexes(db: Db): void {
  ensureTables(db)
  db.run(sql`delete from search_index_tenants`)
}

async function collectRows(db: Db, tenantId: number): Promise<IndexRow[]> {
  const sportNames = new Map(
    db
      .select({ id: sports.id, title: sports.title })
      .from(sports)
      .where(eq(sports.tenantId, tenantId))
      .all()
      .map((sport) => [sport.id, sport.title]),
  )
  const sportName = (id: number | null) => (id === null ? '' : (sportNames.get(id) ?? ''))
  return [
    ...storyRows(db, tenantId, sportName),
    ...playerRows(db, tenantId, sportName),
    ...staffRows(db, tenantId, sportName),
    ...gameRows(db, tenantId, sportName),
    ...pageRows(db, tenantId),
    ...(await spokenRows(db, tenantId, sportName)),
  ]
}

export type SportName = (id: number | null) => string

function storyRows(db: Db, tenantId: number, sportName: SportName): IndexRow[] {
  return listStories(db, tenantId, { published: true }).map(({ story }) => ({
    ref: {
      kind: 'story',
      id: story.id,
      sportId: story.sportId,
      date: story.date,
      slug: story.slug,
    },
    title: story.title,
    body: join(
      story.subHeadline,
      story.teaser,
      toPlainText(story.content ?? '', story.blocks),
      story.byline,
      sportName(story.sportId),
    ),
    day: story.date,
  }))
}

// A person once, at their newest public season (the bio the site links).
function playerRows(db: Db, tenantId: number, sportName: SportName): IndexRow[] {
  const seen = new Set<number>()
  const rows: IndexRow[] = []
  for (const { p, rp, season } of listPlayerSeasons(db, tenantId, {})) {
    if (seen.has(p.id)) continue
    seen.add(p.id)
    rows.push({
      ref: {
        kind: 'player',
        id: rp.id,
        sportId: p.sportId,
        firstName: p.firstName,
        lastName: p.lastName,
        imagePath: rp.image,
      },
      title: `${p.firstName} ${p.lastName}`,
      body: join(
        rp.jerseyNumber ? `#${rp.jerseyNumber}` : '',
        rp.positionLong,
        rp.academicYearLong,
        p.hometown,
        p.highSchool,
        p.previousSchool,
        sportName(p.sportId),
        season.title,
      ),
      day: null,
    })
  }
  return rows
}

function staffRows(db: Db, tenantId: number, sportName: SportName): IndexRow[] {
  return db
    .select()
    .from(staff)
    .where(eq(staff.tenantId, tenantId))
    .all()
    .flatMap((person) =>
      // A sport's coaches and staff: the department's own staff have no sport bio page.
      person.sportId === null
        ? []
        : [
            {
              ref: {
                kind: person.kind === 'coach' ? ('coach' as const) : ('staff' as const),
                id: person.id,
                sportId: person.sportId,
                firstName: person.firstName,
                lastName: person.lastName,
              },
              title: `${person.firstName} ${person.lastName}`,
              body: join(
                person.title,
                sportName(person.sportId),
                toPlainText(person.bio ?? '', null),
              ),
              day: null,
            },
          ],
    )
}

const AT_VS = { H: 'vs', A: 'at', N: 'vs' } as const

function gameRows(db: Db, tenantId: number, sportName: SportName): IndexRow[] {
  return listGames(db, tenantId).map(({ game, sport, season, opponent, facility }) => {
    const result =
      game.resultStatus && game.resultStatus !== 'N'
        ? `${game.resultStatus} ${game.teamScore ?? ''}-${game.opponentScore ?? ''}`
        : ''
    return {
      ref: {
        kind: 'game',
        id: game.id,
        sportId: sport.id,
        date: game.date,
        season: season.title,
        opponent: opponent.name,
        hasBoxScore: game.hasBoxScore,
      },
      title: `${sportName(sport.id)} ${AT_VS[game.locationIndicator]} ${opponent.name}`,
      body: join(
        opponent.mascot,
        opponent.location,
        game.location,
        facility?.title,
        game.tournament,
        result,
        season.title,
        toDateWords(game.date),
      ),
      day: game.date,
    }
  })
}

// The menu's pages with an address (not the headings that only open a list), each address
// once: the main menu and a sport's menu often both link the sport's home.
function pageRows(db: Db, tenantId: number): IndexRow[] {
  const seen = new Set<string>()
  const order = [navigationItems.menu, navigationItems.id]
  return tenantRows(db, navigationItems, tenantId, [sql`${navigationItems.url} <> ''`], order)
    .filter((item) => !seen.has(item.url) && Boolean(seen.add(item.url)))
    .map((item) => ({
      ref: { kind: 'page', id: item.id, sportId: item.sportId, url: item.url },
      title: item.title,
      body: join(item.shortTitle),
      day: null,
    }))
}

// "2026-09-12T19:00:00" -> "September 12 2026": so "september" or "2026" finds a game.
function toDateWords(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date)
  if (!match) return ''
  return `${monthName(date)} ${Number(match[3])} ${match[1]}`
}

function join(...parts: (string | null | undefined)[]): string {
  return parts.filter((part): part is string => Boolean(part && part.trim())).join(' · ')
}
