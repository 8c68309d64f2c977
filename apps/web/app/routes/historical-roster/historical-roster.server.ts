import { playerBioPath } from '~/paths/roster'
import { notFound, requireLoaded } from '~/utils/loaded'
import { provider } from '~/utils/provider.server'

/** Players per page: a screen of names on a phone, a few on a desktop. */
export const HISTORY_PAGE_SIZE = 50
const MAX_SEARCH_LENGTH = 100
const LETTER = /^[a-z]$/i
const PAGE = /^[1-9]\d{0,4}$/

export type HistoryQuery = { q: string | null; letter: string | null; page: string | null }

/** The search as the page understands it: odd values are ignored rather than refused. */
export function toHistorySearch(query: HistoryQuery) {
  const q = query.q?.trim().slice(0, MAX_SEARCH_LENGTH) || null
  const letter = query.letter && LETTER.test(query.letter) ? query.letter.toUpperCase() : null
  const page = query.page && PAGE.test(query.page) ? Number(query.page) : 1
  return { q, letter, page }
}

/**
 * One page of everyone who was ever on a roster (of one sport, or of all), by name search or
 * initial of the last name. A page past the last is a 404; a provider failure a 503.
 */
export async function loadHistoricalRoster(
  sport: { id: number } | null,
  query: HistoryQuery,
  signal: AbortSignal,
) {
  const search = toHistorySearch(query)
  const result = requireLoaded(
    await provider.loadPlayerHistory(
      {
        sportId: sport?.id,
        nameSearch: search.q ?? undefined,
        lastNameStart: search.letter ?? undefined,
        pageIndex: search.page - 1,
        pageSize: HISTORY_PAGE_SIZE,
      },
      { signal },
    ),
  )
  if (search.page > 1 && search.page > result.pages) throw notFound()
  return {
    search,
    total: result.total,
    pages: result.pages,
    players: result.players.map((player) => ({
      id: player.rosterPlayerId,
      name: `${player.firstName} ${player.lastName}`.trim(),
      seasons: player.seasons,
      sport: player.sportTitle,
      url: player.globalSportNameSlug
        ? playerBioPath(player.globalSportNameSlug, player, player.rosterPlayerId)
        : null,
    })),
  }
}
