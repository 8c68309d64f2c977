import type { CumePlayer, CumeStatsResponse } from '@fieldhouse/contract/cume-stats'
import type {
  StatLeaderCategoryResource,
  StatLeadersResource,
} from '@fieldhouse/contract/stat-leaders'
import type { StatsKind } from '../../stats/sheets'

// A sport's season leaders (own design, GET /Stats/{sportSlug}/leaders), read off the
// cumulative season stats: per category the best few players. Categories are what a
// department's sport home shows; rate categories count only players with enough chances
// (NCAA-like qualifiers scaled to the season's games), so a 1-for-1 hitter never leads. Four
// a sport at most: one row of the block on a wide screen.

type Line = Record<string, string | number | null>

type Category = {
  key: string
  label: string
  group: string
  stat: string
  // ERA: the lowest leads.
  lowestFirst?: boolean
  // Per game played, one decimal (basketball's points and rebounds).
  perGame?: boolean
  qualifies?: (line: Line, teamGames: number) => boolean
}

const num = (line: Line, stat: string): number => Number(line[stat] ?? 0) || 0

const DIAMOND: Category[] = [
  {
    key: 'battingAverage',
    label: 'Batting average',
    group: 'hittingStats',
    stat: 'avg',
    qualifies: (line, games) => num(line, 'atBats') >= 2 * games,
  },
  { key: 'homeRuns', label: 'Home runs', group: 'hittingStats', stat: 'homeRuns' },
  { key: 'runsBattedIn', label: 'Runs batted in', group: 'hittingStats', stat: 'runsBattedIn' },
  {
    key: 'earnedRunAverage',
    label: 'Earned run average',
    group: 'pitchingStats',
    stat: 'era',
    lowestFirst: true,
    // One inning pitched per team game.
    qualifies: (line, games) => num(line, 'outs') >= 3 * games,
  },
]

const goalsAssistsPoints = (group: string): Category[] => [
  { key: 'goals', label: 'Goals', group, stat: 'g' },
  { key: 'assists', label: 'Assists', group, stat: 'a' },
  { key: 'points', label: 'Points', group, stat: 'pts' },
]

const LEADER_CATEGORIES: Record<StatsKind, Category[]> = {
  baseball: DIAMOND,
  softball: DIAMOND,
  basketball: [
    {
      key: 'points',
      label: 'Points per game',
      group: 'basketballStats',
      stat: 'pts',
      perGame: true,
    },
    {
      key: 'rebounds',
      label: 'Rebounds per game',
      group: 'basketballStats',
      stat: 'reb',
      perGame: true,
    },
    {
      key: 'assists',
      label: 'Assists per game',
      group: 'basketballStats',
      stat: 'ast',
      perGame: true,
    },
    { key: 'blocks', label: 'Blocks', group: 'basketballStats', stat: 'blk' },
  ],
  football: [
    { key: 'passingYards', label: 'Passing yards', group: 'passingStats', stat: 'yds' },
    { key: 'rushingYards', label: 'Rushing yards', group: 'rushingStats', stat: 'yds' },
    { key: 'receivingYards', label: 'Receiving yards', group: 'receivingStats', stat: 'yds' },
    { key: 'tackles', label: 'Tackles', group: 'defenseStats', stat: 'tot' },
  ],
  soccer: [
    ...goalsAssistsPoints('shotStats'),
    { key: 'saves', label: 'Saves', group: 'goalieStats', stat: 'saves' },
  ],
  hockey: [
    ...goalsAssistsPoints('scoringStats'),
    { key: 'saves', label: 'Saves', group: 'goalieStats', stat: 'saves' },
  ],
  lacrosse: [
    ...goalsAssistsPoints('shotStats'),
    { key: 'groundBalls', label: 'Ground balls', group: 'shotStats', stat: 'gb' },
  ],
  volleyball: [
    { key: 'kills', label: 'Kills', group: 'volleyballStats', stat: 'k' },
    { key: 'assists', label: 'Assists', group: 'volleyballStats', stat: 'ast' },
    { key: 'digs', label: 'Digs', group: 'volleyballStats', stat: 'dig' },
    { key: 'blocks', label: 'Blocks', group: 'volleyballStats', stat: 'blk' },
  ],
}

// How many players each category lists.
const LEADERS_SHOWN = 3

function toCategory(
  category: Category,
  players: readonly CumePlayer[],
  teamGames: number,
): StatLeaderCategoryResource | null {
  const ranked = players.flatMap((player) => {
    const line = player.seasonStats[category.group]
    if (!line || player.gamesPlayed === 0) return []
    if (category.qualifies && !category.qualifies(line, teamGames)) return []
    const total = num(line, category.stat)
    const score = category.perGame ? total / player.gamesPlayed : total
    // A counting category's zero leads nothing; a qualified rate (ERA 0.00) does.
    if (score <= 0 && !category.lowestFirst) return []
    const value = category.perGame ? score.toFixed(1) : String(line[category.stat] ?? '')
    return [{ player, score, value }]
  })
  ranked.sort(
    (a, b) =>
      (category.lowestFirst ? a.score - b.score : b.score - a.score) ||
      a.player.name.localeCompare(b.player.name),
  )
  if (ranked.length === 0) return null
  return {
    key: category.key,
    label: category.label,
    group: category.group,
    stat: category.stat,
    leaders: ranked.slice(0, LEADERS_SHOWN).map(({ player, value }) => ({
      rosterPlayerId: player.rosterPlayerId,
      name: player.name,
      firstName: player.firstName,
      lastName: player.lastName,
      uniform: player.uniform,
      value,
    })),
  }
}

export function toStatLeaders(
  kind: StatsKind,
  stats: CumeStatsResponse,
): StatLeadersResource | null {
  const categories = LEADER_CATEGORIES[kind].flatMap(
    (category) => toCategory(category, stats.players, stats.games) ?? [],
  )
  if (categories.length === 0) return null
  return { sport: stats.sport, seasonTitle: stats.seasonTitle, year: stats.year, categories }
}
