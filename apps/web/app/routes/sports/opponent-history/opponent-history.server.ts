import {
  formatRecord,
  formatRecordPercentage,
  formatStreak,
  type WinLossTie,
} from '@fieldhouse/domain/game-record'
import {
  matchesOpponentName,
  sortOpponents,
  toOpponentSort,
  toSeriesStreak,
} from '@fieldhouse/domain/opponent-series'
import { toSortDirection } from '@fieldhouse/domain/sort-roster'
import type { Sport } from '@fieldhouse/provider-client/sports'
import type {
  Meeting,
  OpponentDetail,
  OpponentSummary,
} from '@fieldhouse/provider-client/opponent-history'

import type { RecordRow } from '~/components/games/record-summary'
import { boxScorePath } from '~/paths/games'
import { opponentPath } from '~/paths/opponent-history'
import { requireCanonical } from '~/utils/canonical.server'
import { notFound, requireLoaded } from '~/utils/loaded'
import { requireId } from '~/utils/params'
import { provider } from '~/utils/provider.server'
import { requireSport } from '~/utils/sport.server'

/**
 * The sport of an opponent history page: only a sport that shows the page has it
 * (`displayOpponentHistory`, SPEC 3); any other is a 404 before the history is asked for.
 */
async function requireHistorySport(
  params: Record<string, string | undefined>,
  signal: AbortSignal,
) {
  const sport = await requireSport(params, signal)
  if (!sport.displayOpponentHistory) throw notFound()
  return sport
}

/** A meeting as a row shows it: the result with the school's score first ("W 68-54"). */
function toMeetingView(meeting: Meeting) {
  const { teamScore, opponentScore } = meeting
  const score =
    teamScore === null || opponentScore === null ? null : `${teamScore}-${opponentScore}`
  return {
    gameId: meeting.gameId,
    day: meeting.day,
    result: meeting.result ? { status: meeting.result, score } : null,
  }
}

export type OpponentRow = ReturnType<typeof toOpponentRow>

function toOpponentRow(slug: string, series: OpponentSummary) {
  const last = series.meetings.at(-1)
  return {
    id: series.opponentId,
    name: series.name,
    path: opponentPath(slug, series.name, series.opponentId),
    record: series.record,
    recordText: formatRecord(series.record),
    percentage: formatRecordPercentage(series.record),
    games: series.record.wins + series.record.losses + series.record.ties,
    streak: formatStreak(toSeriesStreak(series.streak)) || null,
    lastDate: last?.localDate ?? null,
    last: last ? toMeetingView(last) : null,
  }
}

const played = (part: WinLossTie | null): part is WinLossTie =>
  part !== null && part.wins + part.losses + part.ties > 0

/** The series' records as the schedule's record summary shows them (SPEC 9 percentages). */
function toRecordRows(series: OpponentDetail): RecordRow[] {
  const row = (label: string, part: WinLossTie | null): RecordRow[] =>
    played(part)
      ? [{ label, value: formatRecord(part), percentage: formatRecordPercentage(part) }]
      : []
  const streak = formatStreak(toSeriesStreak(series.streak))
  return [
    ...row('All-time', series.record),
    ...row('Home', series.home),
    ...row('Away', series.away),
    ...row('Conference', series.conference),
    ...row('Last 10', series.lastTen),
    ...(streak ? [{ label: 'Streak', value: streak, percentage: null }] : []),
  ]
}

/**
 * The list: every opponent of the sport with its series, the name filter (`q`) and the order
 * (`sort`, `dir`) applied. The history is the main item (provider down: 503); a sport with no
 * series yet shows an empty list, not a 404.
 */
export async function loadOpponentList(
  params: { slug?: string },
  query: { q: string | null; sort: string | null; dir: string | null },
  signal: AbortSignal,
) {
  const sport = await requireHistorySport(params, signal)
  const series = requireLoaded(await provider.loadOpponentHistory(sport.id, { signal }))
  const slug = sport.globalSportNameSlug
  const sort = toOpponentSort(query.sort)
  const direction = toSortDirection(query.dir)
  const q = query.q?.trim().slice(0, 80) ?? ''
  const rows = series
    .filter((entry) => matchesOpponentName(entry.name, q))
    .map((entry) => toOpponentRow(slug, entry))
  return {
    sport: sport.summary,
    q,
    total: series.length,
    sort: { key: sort, direction },
    opponents: sortOpponents(rows, sort, direction),
  }
}

/**
 * One opponent's page. A malformed id or a series with no meeting (the provider's 204) is a
 * 404; any other spelling of the address (the opponent's slug, its case, the sport's short name)
 * moves permanently to the one address, as the box score does.
 */
export async function loadOpponentDetail(
  params: { slug?: string; opponentSlug?: string; opponentId?: string },
  signal: AbortSignal,
) {
  // Nonsense in the address is a 404 before any call, outage or not.
  const opponentId = requireId(params.opponentId)
  const sport = await requireHistorySport(params, signal)
  const series = requireLoaded(await provider.loadOpponent(sport.id, opponentId, { signal }))
  const slug = sport.globalSportNameSlug
  const path = opponentPath(slug, series.name || series.title, opponentId)
  requireCanonical(
    `/sports/${params.slug}/opponent-history/${params.opponentSlug}/${opponentId}`,
    path,
  )
  const meetings = [...series.meetings].reverse().map((meeting) => ({
    ...toMeetingView(meeting),
    season: meeting.season,
    location: meeting.location,
    where: meeting.locationIndicator,
    isConference: meeting.isConference,
    boxScorePath:
      meeting.boxScoreUrl && meeting.season
        ? boxScorePath(slug, meeting.season, series.name, meeting.gameId)
        : null,
    recapUrl: meeting.recap?.url ?? null,
  }))
  return {
    sport: sport.summary,
    path,
    opponent: {
      id: opponentId,
      name: series.name || series.title,
      rank: series.prefix,
      image: series.image,
    },
    record: formatRecord(series.record),
    records: toRecordRows(series),
    margins: {
      largest: series.largestMargin,
      smallest: series.smallestMargin,
      points: series.pointsName?.toLowerCase() ?? 'points',
    },
    meetings,
  }
}
