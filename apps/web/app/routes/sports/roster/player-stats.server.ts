import { formatLocalDay, toLocalDay } from '@fieldhouse/domain/local-day'
import { getStatSheet, type StatColumnSpec } from '@fieldhouse/domain/stat-sheets'
import type { PlayerCareer, PlayerSeasonStats } from '@fieldhouse/provider-client/stats'

import { provider } from '~/utils/provider.server'

/** A stat table as the bio page shows it: headers and rows of ready text, nothing else. */
export type StatTableData = {
  title: string
  /** Row header columns first (season, or date and opponent), then the sheet's columns. */
  leading: string[]
  columns: readonly StatColumnSpec[]
  rows: { key: string; leading: string[]; values: string[] }[]
  totals: string[] | null
}

/**
 * The bio's statistics: career totals season by season and the bio season game by game, for
 * the sports that keep stats. Secondary content: any failure leaves the section out (the client
 * logs it), the bio still answers.
 */
export async function loadPlayerStats(
  sport: string,
  rosterPlayerId: number,
  seasons: readonly { rosterPlayerId: number; year: number; season: string }[],
  signal: AbortSignal,
) {
  if (seasons.length === 0) return null
  const thisSeason = seasons.find((season) => season.rosterPlayerId === rosterPlayerId)
  const [career, games] = await Promise.all([
    provider.getPlayerCareer(sport, rosterPlayerId, { signal }),
    thisSeason
      ? provider.getPlayerSeasonStats({ rosterPlayerId, sport, year: thisSeason.year }, { signal })
      : null,
  ])
  const careerTables = career ? toCareerTables(career) : []
  const gameTables = games ? toGameTables(games) : []
  if (careerTables.length === 0 && gameTables.length === 0) return null
  return { season: thisSeason?.season ?? null, career: careerTables, games: gameTables }
}

function toCareerTables(career: PlayerCareer): StatTableData[] {
  const names = [...new Set(career.flatMap((season) => season.groups.map((group) => group.name)))]
  return names.flatMap((name) => {
    const seasons = career.flatMap((season) => {
      const group = season.groups.find((candidate) => candidate.name === name)
      return group ? [{ season, stats: group.stats }] : []
    })
    const sheet = getStatSheet(name, [...new Set(seasons.flatMap((row) => Object.keys(row.stats)))])
    if (sheet.columns.length === 0) return []
    return [
      {
        title: sheet.title,
        leading: ['Season', 'GP', 'GS'],
        columns: sheet.columns,
        rows: seasons.map(({ season, stats }) => ({
          key: season.year,
          leading: [
            season.seasonTitle ?? season.year,
            season.gamesPlayed?.toString() ?? '',
            season.gamesStarted?.toString() ?? '',
          ],
          values: sheet.columns.map((column) => stats[column.key] ?? ''),
        })),
        totals: null,
      },
    ]
  })
}

function toGameTables(season: PlayerSeasonStats): StatTableData[] {
  return season.groups.flatMap((group) => {
    const keys = [...new Set(group.games.flatMap((game) => Object.keys(game.stats)))]
    const sheet = getStatSheet(group.name, keys)
    if (sheet.columns.length === 0 || group.games.length === 0) return []
    return [
      {
        title: sheet.title,
        leading: ['Date', 'Opponent', 'Result'],
        columns: sheet.columns,
        rows: group.games.map((game, index) => ({
          key: `${game.date ?? ''}${index}`,
          leading: [
            formatGameDate(game.date),
            [toVenue(game.locationIndicator), game.opponent].filter(Boolean).join(' '),
            [game.result, game.score].filter(Boolean).join(' '),
          ],
          values: sheet.columns.map((column) => game.stats[column.key] ?? ''),
        })),
        totals: group.totals
          ? sheet.columns.map((column) => group.totals?.[column.key] ?? '')
          : null,
      },
    ]
  })
}

// Box scores print "vs" for home and neutral games and "at" for away ones.
function toVenue(indicator: string | null): string {
  return indicator === 'A' ? 'at' : indicator ? 'vs' : ''
}

// A game's day as the provider wrote it ("Sep 10"); a date it wrote unreadably stays blank.
function formatGameDate(value: string | null): string {
  const day = toLocalDay(value)
  return day ? formatLocalDay(day, 'monthDay') : ''
}
