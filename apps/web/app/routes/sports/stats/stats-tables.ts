import { getStatSheet, type StatColumnSpec } from '@fieldhouse/domain/stat-sheets'
import {
  getFirstStatDirection,
  parseStatSort,
  sortStatRows,
  type StatSortDirection,
} from '@fieldhouse/domain/stat-sort'
import type { CumeStats, CumeStatsPlayer, StatLine } from '@fieldhouse/provider-client/cume-stats'

import { playerBioPath } from '~/paths/roster'

// The season's statistics as the page's tables, worked out on the server (the sorting code and
// the sheets stay out of the browser bundle; the rows are ready text).

export type StatsQuery = { sort: string | null; dir: string | null }

/** The columns every table starts with; the rest are the sheet's stat columns. */
export const FIXED_COLUMNS = ['jersey', 'name', 'gp', 'gs'] as const

export type StatsRow = {
  key: string
  name: string
  /** The roster bio, or null (team and opponent rows, players without one). */
  bioPath: string | null
  jersey: string
  position: string
  gp: string
  gs: string
  values: string[]
}

export type StatsTable = {
  /** "hitting": the first part of `?sort=hitting.avg`. */
  group: string
  title: string
  /** The sheet's columns with the provider's values, abbreviation and meaning. */
  columns: (StatColumnSpec & { firstDirection: StatSortDirection })[]
  rows: StatsRow[]
  /** The team's totals and the opponents', when the provider sent them. */
  footRows: StatsRow[]
  /** This table's order: by jersey ascending unless the address sorts it. */
  sort: { key: string; direction: StatSortDirection }
}

/** The direction a first sort by a column takes: names and numbers up, stats best first. */
export function getFirstDirection(group: string, key: string): StatSortDirection {
  return key === 'jersey' || key === 'name' ? 'asc' : getFirstStatDirection(group, key)
}

const DEFAULT_SORT = { key: 'jersey', direction: 'asc' } as const

const byName = (a: CumeStatsPlayer, b: CumeStatsPlayer) =>
  a.sortName.localeCompare(b.sortName, 'en', { sensitivity: 'base' })

function readColumn(key: string, group: string) {
  return (player: CumeStatsPlayer): string | number | null | undefined => {
    if (key === 'jersey') return player.uniform
    if (key === 'gp') return player.gamesPlayed
    if (key === 'gs') return player.gamesStarted
    return player.lines[group]?.[key]
  }
}

function sortPlayers(
  players: CumeStatsPlayer[],
  group: string,
  sort: { key: string; direction: StatSortDirection },
): CumeStatsPlayer[] {
  // The provider lists players by jersey number already: the default keeps its order.
  if (sort.key === 'jersey' && sort.direction === 'asc') return players
  if (sort.key === 'name') {
    const sorted = [...players].sort(byName)
    return sort.direction === 'asc' ? sorted : sorted.reverse()
  }
  return sortStatRows(players, readColumn(sort.key, group), sort.direction, byName)
}

const cell = (value: string | undefined) => (value === undefined || value === '' ? '-' : value)

function footRow(
  key: string,
  name: string,
  games: number,
  line: StatLine | null,
  columns: StatColumnSpec[],
): StatsRow[] {
  if (!line) return []
  return [
    {
      key,
      name,
      bioPath: null,
      jersey: '',
      position: '',
      gp: String(games),
      gs: '',
      values: columns.map((column) => cell(line[column.key])),
    },
  ]
}

/**
 * One table per group of the sport's sheet, in the provider's group order: the players with a
 * line in that group, then the team's and the opponents' totals. `?sort=<group>.<column>&dir=`
 * orders that group's table; a group or column the season does not have is ignored (the
 * default order), as is anything malformed.
 */
export function toStatsTables(stats: CumeStats, query: StatsQuery): StatsTable[] {
  const asked = parseStatSort(query.sort, query.dir)
  return stats.groups.flatMap((group): StatsTable[] => {
    const players = stats.players.filter((player) => player.lines[group.name])
    const keys = [...group.counts, ...group.rates]
    const sheet = getStatSheet(group.name, keys)
    if (sheet.columns.length === 0 || (players.length === 0 && !group.team)) return []
    const columns = sheet.columns.map((column) => ({
      ...column,
      firstDirection: getFirstStatDirection(group.name, column.key),
    }))
    const known =
      asked?.group === group.name &&
      ((FIXED_COLUMNS as readonly string[]).includes(asked.stat) ||
        columns.some((column) => column.key === asked.stat))
    const sort =
      known && asked
        ? {
            key: asked.stat,
            direction:
              query.dir === 'asc' || query.dir === 'desc'
                ? query.dir
                : getFirstDirection(group.name, asked.stat),
          }
        : DEFAULT_SORT
    return [
      {
        group: group.name,
        title: sheet.title,
        columns,
        rows: sortPlayers(players, group.name, sort).map((player) => ({
          key: String(player.rosterPlayerId),
          name: player.name,
          bioPath: stats.sport.slug
            ? playerBioPath(stats.sport.slug, player, player.rosterPlayerId)
            : null,
          jersey: player.uniform ?? '',
          position: player.position ?? '',
          gp: String(player.gamesPlayed),
          gs: String(player.gamesStarted),
          values: columns.map((column) => cell(player.lines[group.name]?.[column.key])),
        })),
        footRows: [
          ...footRow('team', 'Totals', stats.games, group.team, columns),
          ...footRow('opponent', 'Opponents', stats.games, group.opponent, columns),
        ],
        sort,
      },
    ]
  })
}
