import {
  CumeStatsResponseSchema,
  type CumePlayer,
  type CumeStatsResponse,
} from '@fieldhouse/contract/cume-stats'
import type { StatGroupResource } from '@fieldhouse/contract/stats'
import type { ClientContext } from './context'
import { toLoaded, type Loaded } from './loaded'
import type { Outcome } from './outcome'
import type { CallOptions } from './transport'

const LABEL = 'cumulative stats repository'

/** The largest stats PDF passed through: a real one is tens of kilobytes. */
export const STATS_PDF_MAX_BYTES = 10 * 1024 * 1024

/** A season line of one group: stat name -> value as the sheet prints it (".333", "12"). */
export type StatLine = Record<string, string>

/** One group of the sport's sheet ("hitting", "basketball", "passing"). */
export type CumeStatGroup = {
  /** Without "Stats": "hitting". */
  name: string
  /** Column order: the counting stats, then the rates worked out from them. */
  counts: string[]
  rates: string[]
  /** The team's and the opponents' season totals; null when the provider sent none. */
  team: StatLine | null
  opponent: StatLine | null
}

export type CumeStatsPlayer = {
  rosterPlayerId: number
  /** "First Last", for reading; `sortName` "Last, First" as the sheet lists it. */
  name: string
  sortName: string
  /** The name's parts, from the wire's fields or else its "Last, First" (for the bio's address). */
  firstName: string
  lastName: string
  uniform: string | null
  position: string | null
  classYear: string | null
  gamesPlayed: number
  gamesStarted: number
  /** Group name -> the season line; a group the player has no line in is absent. */
  lines: Record<string, StatLine>
}

/** A sport's cumulative season statistics (GET /Stats/{sportSlug}/season/{year}). */
export type CumeStats = {
  sport: { id: number; title: string; slug: string | null }
  seasonTitle: string
  /** The first year of the season's title: 2025 for 2025-26. */
  year: number
  games: number
  record: {
    overall: string
    conference: string | null
    home: string | null
    away: string | null
    neutral: string | null
    /** ".667" as the provider sends it; null when absent. */
    percentage: string | null
    wins: number
    losses: number
    ties: number
  }
  scoring: { scored: number; allowed: number; scoredPerGame: string; allowedPerGame: string }
  groups: CumeStatGroup[]
  /** In the provider's order (by jersey number). */
  players: CumeStatsPlayer[]
}

/** The stats PDF's bytes, for passing through. */
export type StatsPdf = { bytes: Uint8Array<ArrayBuffer>; contentType: string }

const groupName = (key: string) => key.replace(/Stats$/, '')

const orNull = (value: string | null | undefined) =>
  value === null || value === undefined || value.trim() === '' ? null : value

/** A wire line to text values; null values (not recorded) are left out. */
function toStatLine(line: StatGroupResource | null | undefined): StatLine | null {
  if (!line) return null
  const out: StatLine = {}
  for (const [key, value] of Object.entries(line)) {
    if (value !== null) out[key] = String(value)
  }
  return out
}

function toPlayer(player: CumePlayer): CumeStatsPlayer {
  const [last = '', first = ''] = player.name.split(',').map((part) => part.trim())
  const firstName = orNull(player.firstName) ?? first
  const lastName = orNull(player.lastName) ?? last
  const lines: Record<string, StatLine> = {}
  for (const [key, line] of Object.entries(player.seasonStats)) {
    const mapped = toStatLine(line)
    if (mapped) lines[groupName(key)] = mapped
  }
  return {
    rosterPlayerId: player.rosterPlayerId,
    name: `${firstName} ${lastName}`.trim() || player.name,
    sortName: player.name,
    firstName,
    lastName,
    uniform: orNull(player.uniform),
    position: orNull(player.position),
    classYear: orNull(player.classYear),
    gamesPlayed: player.gamesPlayed,
    gamesStarted: player.gamesStarted,
    lines,
  }
}

export function toCumeStats(response: CumeStatsResponse): CumeStats {
  const slug = orNull(response.sport.globalSportNameSlug)
  const { record } = response
  return {
    sport: { id: response.sport.id, title: response.sport.title, slug },
    seasonTitle: response.seasonTitle,
    year: response.year,
    games: response.games,
    record: {
      overall: record.overall,
      conference: orNull(record.conference),
      home: orNull(record.home),
      away: orNull(record.away),
      neutral: orNull(record.neutral),
      percentage: orNull(record.overallPercentage),
      wins: record.wins,
      losses: record.losses,
      ties: record.ties,
    },
    scoring: response.scoring,
    groups: response.groups.map((group) => ({
      name: groupName(group.key),
      counts: group.counts,
      rates: group.rates,
      team: toStatLine(response.team[group.key]),
      opponent: toStatLine(response.opponent[group.key]),
    })),
    players: response.players.map(toPlayer),
  }
}

/**
 * A season that answers "nothing yet" (204) is an answer about a sport that exists: ok with
 * null, where an unknown sport (404) is `missing`.
 */
function toLoadedOrNone<T>(outcome: Outcome<T>): Loaded<T | null> {
  return outcome.kind === 'no-content' ? { status: 'ok', value: null } : toLoaded(outcome)
}

const CumeStatsSchema = CumeStatsResponseSchema.transform(toCumeStats)

export function cumeStatsResource({ transport, logger }: ClientContext) {
  const seasonPath = (sport: string, year: number) =>
    `/Stats/${encodeURIComponent(sport)}/season/${year}`
  return {
    /**
     * A sport's season statistics, the page's main item: ok with null when the season has none
     * (204: the sport keeps no stats, or no games yet), missing for an unknown sport (404),
     * unavailable when the provider fails.
     */
    async loadCumulativeStats(
      sport: string,
      year: number,
      options: CallOptions = {},
    ): Promise<Loaded<CumeStats | null>> {
      return toLoadedOrNone(
        await transport.get({
          label: LABEL,
          path: seasonPath(sport, year),
          schema: CumeStatsSchema,
          signal: options.signal,
          allowNotFound: true,
        }),
      )
    },

    /**
     * The same season as the provider's PDF: missing for an unknown sport or a season without
     * stats (404, 204); unavailable when the provider fails, answers something that is not a
     * PDF, or a body over STATS_PDF_MAX_BYTES. Read every time (no response cache).
     */
    async loadCumulativeStatsPdf(
      sport: string,
      year: number,
      options: CallOptions = {},
    ): Promise<Loaded<StatsPdf>> {
      const path = `${seasonPath(sport, year)}/pdf`
      const outcome = await transport.getBinary({
        label: LABEL,
        path,
        accept: 'application/pdf',
        maxBytes: STATS_PDF_MAX_BYTES,
        signal: options.signal,
        allowNotFound: true,
      })
      if (outcome.kind === 'ok' && !/^application\/pdf\b/i.test(outcome.data.contentType)) {
        const contentType = outcome.data.contentType
        logger.error({ label: LABEL, path, contentType }, `${LABEL}: the PDF is not a PDF`)
        return { status: 'unavailable' }
      }
      return toLoaded(outcome)
    },
  }
}
