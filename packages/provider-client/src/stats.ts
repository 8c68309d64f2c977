import {
  PlayerCareerResponseSchema,
  StatsBioResponseSchema,
  type PlayerCareerResponse,
  type StatsBioResponse,
} from '@fieldhouse/contract/stats'
import type { ClientContext } from './context'
import type { CallOptions } from './transport'

const LABEL = 'stats repository'

/** One game of a player's season: the game's facts and the player's stats in one group. */
export type StatGameRow = {
  /** Local date-time without offset ("2026-04-19T19:00:00"), read from "4/19/2026 7:00:00 PM". */
  date: string | null
  opponent: string | null
  result: 'W' | 'L' | 'T' | null
  /** "5-3", the team's score first. */
  score: string | null
  locationIndicator: string | null
  stats: Record<string, string>
}

export type SeasonHigh = {
  stat: string
  value: string
  date: string | null
  opponent: string | null
}

/** One group of a sport's stat sheet ("hitting", "pitching", "goalie" ...). */
export type StatGroup = {
  name: string
  games: StatGameRow[]
  totals: Record<string, string> | null
  highs: SeasonHigh[]
}

/** A player's season game by game (GET /Stats/bio, provider/README 4.11). */
export type PlayerSeasonStats = { groups: StatGroup[] }

/** One season of a player's career line (GET /Stats/{sport}/player/career). */
export type CareerSeason = {
  /** The season key: the first year of its title ("2025" for 2025-26). */
  year: string
  seasonTitle: string | null
  position: string | null
  classYear: string | null
  gamesPlayed: number | null
  gamesStarted: number | null
  groups: { name: string; stats: Record<string, string> }[]
}

/** Oldest season first. */
export type PlayerCareer = CareerSeason[]

const GAME_FACTS = new Set([
  'date',
  'opponent',
  'result',
  'score',
  'locationIndicator',
  'boxscoreUrl',
])

/** "4/19/2026 7:00:00\u202fPM" (any space before AM/PM) -> "2026-04-19T19:00:00"; else null. */
export function toStatsDate(value: string | null | undefined): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4}) (\d{1,2}):(\d{2}):(\d{2})\s*([AP]M)$/i.exec(
    (value ?? '').replace(/[\u202f\u00a0]/g, ' '),
  )
  if (!match) return null
  const [, month, day, year, hour, minute, second, half] = match
  const hours = (Number(hour) % 12) + (half?.toUpperCase() === 'PM' ? 12 : 0)
  const pad = (n: string | number | undefined) => String(n ?? 0).padStart(2, '0')
  return `${year}-${pad(month)}-${pad(day)}T${pad(hours)}:${minute}:${second}`
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== ''
    ? value
    : typeof value === 'number'
      ? String(value)
      : null

const groupName = (key: string) => key.replace(/Stats$/, '')

function toStatValues(row: Record<string, unknown>): Record<string, string> {
  const stats: Record<string, string> = {}
  for (const [key, value] of Object.entries(row)) {
    if (GAME_FACTS.has(key)) continue
    const stat = text(value)
    if (stat !== null) stats[key] = stat
  }
  return stats
}

export function toPlayerSeasonStats(response: StatsBioResponse): PlayerSeasonStats {
  const current = response.currentStats ?? {}
  const groups: StatGroup[] = []
  for (const [key, value] of Object.entries(current)) {
    if (key.endsWith('Total') || !Array.isArray(value)) continue
    const total = current[`${key}Total`]
    groups.push({
      name: groupName(key),
      // The closing totals row (date null) is the same as `totals`.
      games: value
        .filter((row) => row.date !== null && row.date !== undefined)
        .map((row) => ({
          date: toStatsDate(text(row.date)),
          opponent: text(row.opponent),
          result:
            row.result === 'W' || row.result === 'L' || row.result === 'T' ? row.result : null,
          score: text(row.score),
          locationIndicator: text(row.locationIndicator),
          stats: toStatValues(row),
        })),
      totals: total && !Array.isArray(total) ? toStatValues(total) : null,
      highs: (response.seasonHighStats?.[key] ?? []).map((high) => ({
        stat: high.statName,
        value: high.value,
        date: toStatsDate(high.date),
        opponent: high.opponent ?? null,
      })),
    })
  }
  return { groups }
}

const count = (value: string | null | undefined) => {
  const number = Number.parseInt(value ?? '', 10)
  return Number.isFinite(number) ? number : null
}

export function toPlayerCareer(response: PlayerCareerResponse): PlayerCareer {
  return Object.entries(response)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([year, season]) => ({
      year,
      seasonTitle: season.seasonTitle ?? null,
      position: season.position || null,
      classYear: season.classYear || null,
      // Baseball's sheet says gp/gs, the others gamesPlayed/gamesStarted.
      gamesPlayed: count(season.gp ?? season.gamesPlayed),
      gamesStarted: count(season.gs ?? season.gamesStarted),
      groups: Object.entries(season.seasonStats).flatMap(([key, stats]) =>
        stats ? [{ name: groupName(key), stats: toStatValues(stats) }] : [],
      ),
    }))
}

const SeasonStatsSchema = StatsBioResponseSchema.transform(toPlayerSeasonStats)
const CareerSchema = PlayerCareerResponseSchema.transform(toPlayerCareer)

export function statsResource({ getOr }: ClientContext) {
  return {
    /**
     * A player's season game by game, for the bio page's stats (secondary content): null when
     * there are none (204) or the call fails (logged).
     */
    async getPlayerSeasonStats(
      query: { rosterPlayerId: number; sport: string; year: number },
      options: CallOptions = {},
    ): Promise<PlayerSeasonStats | null> {
      return getOr(
        { label: LABEL, path: '/Stats/bio', query, schema: SeasonStatsSchema },
        options,
        null,
      )
    },

    /** A player's career by season: null when there is none or the call fails (logged). */
    async getPlayerCareer(
      sport: string,
      rosterPlayerId: number,
      options: CallOptions = {},
    ): Promise<PlayerCareer | null> {
      return getOr(
        {
          label: LABEL,
          path: `/Stats/${encodeURIComponent(sport)}/player/career`,
          query: { rosterPlayerId },
          schema: CareerSchema,
          allowNotFound: true,
        },
        options,
        null,
      )
    },
  }
}
