import type { WinLossRecord } from '@fieldhouse/provider-client/staff'

import { requireLoaded } from '~/utils/loaded'
import { provider } from '~/utils/provider.server'
import { requireSport } from '~/utils/sport.server'

import type { WinLoss } from './coaching-record'

/** A row's overall and conference records, as the tables show them. */
export type RecordColumns = { name: string; overall: WinLoss; conference: WinLoss }

function toRecordColumns(record: WinLossRecord): RecordColumns {
  return {
    name: `${record.firstName} ${record.lastName}`.trim(),
    overall: {
      wins: record.overallWins,
      losses: record.overallLosses,
      ties: record.overallTies,
      percent: record.overallWinPercent,
    },
    conference: {
      wins: record.conferenceWins,
      losses: record.conferenceLosses,
      ties: record.conferenceTies,
      percent: record.conferenceWinPercent,
    },
  }
}

/**
 * The sport's head coaching records (SPEC.md 3), both views from one provider call, which the
 * response cache shares between them: year by year (oldest first, as record books run) or one
 * row per head coach. Unknown sport 404, failure 503; a sport without records has empty lists.
 */
export async function loadCoachingRecords(params: { slug?: string }, signal: AbortSignal) {
  const sport = await requireSport(params, signal)
  const history = requireLoaded(await provider.loadCoachingHistory(sport.id, { signal }))
  return {
    sport: sport.summary,
    history,
  }
}

export function toYearRows(history: { yearly: (WinLossRecord & { season: string })[] }) {
  return history.yearly.map((record) => ({ season: record.season, ...toRecordColumns(record) }))
}

export function toCoachRows(history: {
  overall: (WinLossRecord & { numberOfSeasons: number; startYear: string; endYear: string })[]
}) {
  return history.overall.map((record) => ({
    seasons: record.numberOfSeasons,
    years:
      record.startYear === record.endYear
        ? record.startYear
        : `${record.startYear}-${record.endYear}`,
    ...toRecordColumns(record),
  }))
}
