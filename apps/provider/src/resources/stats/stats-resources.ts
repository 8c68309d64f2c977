import type {
  CareerSeasonResource,
  SeasonHighResource,
  StatsBioResponse,
} from '@fieldhouse/contract/stats'
import {
  addCounts,
  groupKey,
  SHEETS,
  toWireGroup,
  type StatLine,
  type StatsKind,
} from '../../stats/sheets'
import type { PlayerSeason } from '../rosters/roster-queries'
import type { PlayerStatsRow, StatGameRow, StoredGames } from './stats-queries'

// Stored game lines -> the wire shapes of /Stats/bio and /Stats/{sport}/player/career
// (README 4.11). Totals and rates are worked out here from the games, every value a string.

// GET /Stats/bio: per group the game rows (only games with a line in that group), a closing
// totals row (date null, as the evidence reads), the totals object, and each count's season high.
export function toStatsBio(
  kind: StatsKind,
  games: StoredGames,
  schedule: Map<number, StatGameRow>,
): StatsBioResponse {
  const currentStats: NonNullable<StatsBioResponse['currentStats']> = {}
  const seasonHighStats: Record<string, SeasonHighResource[]> = {}
  for (const group of SHEETS[kind]) {
    const key = groupKey(group.name)
    const played = games.filter((game) => game.line[group.name] !== undefined)
    const total: StatLine = {}
    const rows = played.map((game) => {
      const meta = schedule.get(game.game)
      addCounts(total, { [group.name]: game.line[group.name] ?? {} })
      return {
        date: meta?.date ?? null,
        opponent: meta?.opponent ?? null,
        locationIndicator: meta?.locationIndicator ?? null,
        result: meta?.result ?? null,
        score: meta ? `${meta.teamScore}-${meta.opponentScore}` : null,
        boxscoreUrl: meta?.boxscoreUrl ?? null,
        ...toWireGroup(group, game.line[group.name]),
      }
    })
    const totals = played.length > 0 ? toWireGroup(group, total[group.name]) : null
    currentStats[key] = totals ? [...rows, { date: null, opponent: 'Totals', ...totals }] : []
    currentStats[`${key}Total`] = totals
    seasonHighStats[key] = group.counts.flatMap((stat) => {
      let best: (typeof played)[number] | undefined
      for (const game of played) {
        if ((game.line[group.name]?.[stat] ?? 0) > (best?.line[group.name]?.[stat] ?? 0))
          best = game
      }
      const meta = best && schedule.get(best.game)
      return best && meta
        ? [
            {
              statName: stat,
              value: String(best.line[group.name]?.[stat] ?? 0),
              date: meta.date,
              opponent: meta.opponent,
            },
          ]
        : []
    })
  }
  return { currentStats, seasonHighStats }
}

function totalsOf(games: StoredGames): StatLine {
  const total: StatLine = {}
  for (const game of games) addCounts(total, game.line)
  return total
}

// One season of GET /Stats/{sport}/player/career. Baseball and softball use the baseball sheet's
// evidenced fields, every other sport the soccer ones.
export function toCareerSeason(
  kind: StatsKind,
  season: PlayerSeason,
  stats: PlayerStatsRow,
  games: StoredGames,
): CareerSeasonResource {
  const { rp, p } = season
  const total = totalsOf(games)
  const seasonStats = Object.fromEntries(
    SHEETS[kind].map((group) => [
      groupKey(group.name),
      total[group.name] || group.always ? toWireGroup(group, total[group.name]) : null,
    ]),
  )
  const name = `${p.lastName}, ${p.firstName}`
  if (kind === 'baseball' || kind === 'softball') {
    return {
      source: 'sidearm',
      name,
      uniform: rp.jerseyNumber ?? '',
      gp: String(stats.gamesPlayed),
      gs: String(stats.gamesStarted),
      classYear: rp.academicYearShort,
      seasonTitle: season.season.title,
      position: rp.positionShort,
      code: String(rp.id),
      spot: '',
      bats: stats.bats ?? '',
      throws: stats.throws ?? '',
      scheduledInnings: kind === 'softball' ? 7 : 9,
      seasonStats,
    }
  }
  const goalie = total.goalie
  return {
    source: 'sidearm',
    name,
    checkname: `${p.lastName.toUpperCase()},${p.firstName.toUpperCase()}`,
    jersey: rp.jerseyNumber ?? '',
    gamesPlayed: String(stats.gamesPlayed),
    gamesStarted: String(stats.gamesStarted),
    position: rp.positionShort,
    min: goalie ? String(goalie.min ?? 0) : '',
    isGoalie: goalie !== undefined,
    classYear: rp.academicYearShort,
    seasonTitle: season.season.title,
    seasonStats,
  }
}
