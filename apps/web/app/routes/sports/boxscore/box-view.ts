import { getGroupTitle, getStatLabel } from '@fieldhouse/domain/box-score-labels'
import type {
  BoxScoreLeader,
  BoxScorePlayerLine,
  BoxScoreSide,
} from '@fieldhouse/provider-client/box-scores'

// A box score team as the page shows it: stat tables, projected on the server so the page's
// hydration data holds rows of strings, not the wire object. Basketball reads as one table
// (made-attempted pairs), as box scores print it; every other family gets a table per group.

export type StatColumn = { key: string; abbr: string; title: string }

export type PlayerRow = {
  name: string
  uniform: string
  position: string
  starter: boolean
  values: string[]
}

export type StatTableView = {
  group: string
  title: string
  columns: StatColumn[]
  rows: PlayerRow[]
  totals: string[] | null
}

export type BoxScoreTeamView = {
  name: string
  score: string
  record: string | null
  isSchool: boolean
  leaders: BoxScoreLeader[]
  tables: StatTableView[]
}

type Groups = Record<string, Record<string, string | number | null> | null | undefined>

const GROUP_KEYS = [
  'hitting',
  'pitching',
  'fielding',
  'passing',
  'rushing',
  'receiving',
  'defense',
  'kicking',
  'punting',
  'shooting',
  'rebounds',
  'attack',
  'setting',
  'serving',
  'shots',
  'goalTypes',
  'goalie',
  'penalties',
  'miscStats',
] as const

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '-' : String(value)

function groupsOf(player: BoxScorePlayerLine): Groups {
  return player as unknown as Groups
}

function rowOf(player: BoxScorePlayerLine, values: string[]): PlayerRow {
  return {
    name: player.playerFirstLastName ?? player.name,
    uniform: player.uniform ?? '',
    position: player.position ?? '',
    starter: player.gameStarted,
    values,
  }
}

// Basketball's one table: each column reads one or two values of the shooting, rebounds and
// miscStats groups.
type BasketballColumn = StatColumn & { read: (groups: Groups) => string }
const pair = (group: string, made: string, tried: string) => (groups: Groups) =>
  `${text(groups[group]?.[made])}-${text(groups[group]?.[tried])}`
const one = (group: string, key: string) => (groups: Groups) => text(groups[group]?.[key])
const BASKETBALL: BasketballColumn[] = [
  { key: 'min', abbr: 'MIN', title: 'Minutes', read: one('miscStats', 'minutes') },
  {
    key: 'fg',
    abbr: 'FG',
    title: 'Field goals made-attempted',
    read: pair('shooting', 'fieldGoalsMade', 'fieldGoalsAttempted'),
  },
  {
    key: '3pt',
    abbr: '3PT',
    title: 'Three-pointers made-attempted',
    read: pair('shooting', 'threePointersMade', 'threePointersAttempted'),
  },
  {
    key: 'ft',
    abbr: 'FT',
    title: 'Free throws made-attempted',
    read: pair('shooting', 'freeThrowsMade', 'freeThrowsAttempted'),
  },
  { key: 'oreb', abbr: 'OREB', title: 'Offensive rebounds', read: one('rebounds', 'offensive') },
  { key: 'dreb', abbr: 'DREB', title: 'Defensive rebounds', read: one('rebounds', 'defensive') },
  { key: 'reb', abbr: 'REB', title: 'Total rebounds', read: one('rebounds', 'total') },
  { key: 'ast', abbr: 'AST', title: 'Assists', read: one('miscStats', 'assists') },
  { key: 'to', abbr: 'TO', title: 'Turnovers', read: one('miscStats', 'turnovers') },
  { key: 'stl', abbr: 'STL', title: 'Steals', read: one('miscStats', 'steals') },
  { key: 'blk', abbr: 'BLK', title: 'Blocks', read: one('miscStats', 'blocks') },
  { key: 'pf', abbr: 'PF', title: 'Personal fouls', read: one('miscStats', 'fouls') },
  { key: 'pts', abbr: 'PTS', title: 'Points', read: one('shooting', 'points') },
]

function basketballTable(team: BoxScoreSide, players: BoxScorePlayerLine[]): StatTableView {
  const columns = BASKETBALL.map(({ key, abbr, title }) => ({ key, abbr, title }))
  const totals = team.totals as Groups | null | undefined
  return {
    group: 'basketball',
    title: 'Players',
    columns,
    rows: players.map((player) =>
      rowOf(
        player,
        BASKETBALL.map((column) => column.read(groupsOf(player))),
      ),
    ),
    totals: totals ? BASKETBALL.map((column) => column.read(totals)) : null,
  }
}

function groupTable(
  team: BoxScoreSide,
  players: BoxScorePlayerLine[],
  group: string,
): StatTableView | null {
  const withGroup = players.filter((player) => groupsOf(player)[group])
  if (withGroup.length === 0) return null
  // Columns in the order the provider sends them, the union over the players.
  const keys = [
    ...new Set(withGroup.flatMap((player) => Object.keys(groupsOf(player)[group] ?? {}))),
  ]
  const totals = team.totals?.[group]
  return {
    group,
    title: getGroupTitle(group),
    columns: keys.map((key) => ({ key, ...getStatLabel(group, key) })),
    rows: withGroup.map((player) =>
      rowOf(
        player,
        keys.map((key) => text(groupsOf(player)[group]?.[key])),
      ),
    ),
    totals: totals ? keys.map((key) => text(totals[key])) : null,
  }
}

export function toBoxTeamView(team: BoxScoreSide): BoxScoreTeamView {
  const players = team.players
  const isBasketball =
    players.some((player) => player.shooting) && !players.some((player) => player.shots)
  const tables = isBasketball
    ? [basketballTable(team, players)]
    : GROUP_KEYS.flatMap((group) => groupTable(team, players, group) ?? [])
  return {
    name: team.name,
    score: text(team.score),
    record: team.record,
    isSchool: team.isTenantTeam,
    leaders: team.leaders,
    tables,
  }
}
