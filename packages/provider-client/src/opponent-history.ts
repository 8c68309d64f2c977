import {
  OpponentFiltersResponseSchema,
  OpponentHistoryCursorResponseSchema,
  OpponentHistoryDetailSchema,
  type OpponentHistoryDetailResource,
  type OpponentHistoryItemResource,
  type WinLossTieResource,
} from '@fieldhouse/contract/opponent-history'
import { perTimeZone, type ClientContext } from './context'
import { CURSOR_PAGE_SIZE, readCursorPages } from './cursor-pages'
import { parseProviderDate, toLocalDay, type LocalDay } from './dates'
import type { GameLink, LocationIndicator } from './game'
import { fromLegacyLink } from './game-from-legacy'
import {
  toImagePath,
  toLocationIndicator,
  toOpponentNames,
  toResultStatus,
  toScore,
} from './game-parts'
import { toLoaded, type Loaded } from './loaded'
import { orNull } from './rosters-parts'
import type { CallOptions } from './transport'

const LABEL = 'opponent history repository'

export type WinLossTie = { wins: number; losses: number; ties: number }

/** One meeting with an opponent. */
export type Meeting = {
  gameId: number
  localDate: string
  /** The tenant's day of the game; null when unreadable. */
  day: LocalDay | null
  date: Date | null
  result: 'W' | 'L' | 'T' | null
  locationIndicator: LocationIndicator | null
  isConference: boolean
  teamScore: number | null
  opponentScore: number | null
  season: string | null
  /** The provider's box score file; the site links its own box score page when this is set. */
  boxScoreUrl: string | null
  /** City or venue line, as in the schedule: 'Sioux Falls, SD' (detail only). */
  location: string | null
  /** The game's recap story (detail only). */
  recap: GameLink | null
}

/** A line of the opponent history table. */
export type OpponentSummary = {
  opponentId: number
  name: string
  record: WinLossTie
  lastTen: WinLossTie | null
  streak: WinLossTie | null
  teamPoints: number | null
  opponentPoints: number | null
  /** Margins of victory in the sport's points; null without a win. */
  largestMargin: number | null
  smallestMargin: number | null
  meetings: Meeting[]
}

/** The page of one opponent. */
export type OpponentDetail = OpponentSummary & {
  title: string
  prefix: string | null
  image: string | null
  home: WinLossTie | null
  away: WinLossTie | null
  conference: WinLossTie | null
  /** What the sport scores: 'Runs', 'Goals', 'Sets', 'Points'. */
  pointsName: string | null
}

export type OpponentFilter = { opponentId: number; name: string }

const wlt = (value: WinLossTieResource | null | undefined): WinLossTie | null =>
  value ? { wins: value.wins, losses: value.losses, ties: value.ties } : null

type MeetingResource = OpponentHistoryDetailResource['results'][number]

// The margins are untyped in the evidence (null in every sample): a number, or a numeric string
// as scores sometimes are, is read; anything else is unknown.
function toMargin(value: unknown): number | null {
  const margin = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof margin === 'number' && Number.isFinite(margin) ? margin : null
}

function toMeeting(result: MeetingResource, zone: string): Meeting {
  return {
    gameId: result.gameId,
    localDate: result.gameDate,
    day: toLocalDay(result.gameDate, zone),
    date: parseProviderDate(result.gameDate, zone),
    result: toResultStatus(result.resultStatus),
    locationIndicator: toLocationIndicator(result.gameLocationIndicator),
    isConference: result.gameConference ?? false,
    teamScore: toScore(result.teamScore),
    opponentScore: toScore(result.opponentScore),
    season: orNull(result.seasonTitle),
    boxScoreUrl: orNull(result.resultBoxScoreFile) ?? orNull(result.result?.boxscore),
    location: orNull(result.gameLocation),
    recap: fromLegacyLink(result.result?.recap),
  }
}

function toSummary(item: OpponentHistoryItemResource, zone: string): OpponentSummary {
  return {
    opponentId: item.opponent.id,
    name: orNull(item.opponent.name) ?? orNull(item.opponentName) ?? '',
    record: wlt(item.allTotalRecords) ?? { wins: 0, losses: 0, ties: 0 },
    lastTen: wlt(item.lastTenGameRecords),
    streak: wlt(item.currentStreak),
    teamPoints: item.teamTotalPoints ?? null,
    opponentPoints: item.opponentTotalPoints ?? null,
    largestMargin: toMargin(item.largestMarginOfVictory),
    smallestMargin: toMargin(item.smallestMarginOfVictory),
    meetings: item.results.map((result) => toMeeting(result, zone)),
  }
}

function toDetail(detail: OpponentHistoryDetailResource, zone: string): OpponentDetail {
  const names = toOpponentNames(detail.opponent.title, detail.opponent.prefix, detail.opponent.name)
  return {
    ...toSummary({ ...detail, opponent: { id: detail.opponent.id, name: names.name } }, zone),
    meetings: detail.results.map((result) => toMeeting(result, zone)),
    title: names.title,
    prefix: names.prefix,
    image: toImagePath(detail.opponent.image),
    home: wlt(detail.homeRecords),
    away: wlt(detail.awayRecords),
    conference: wlt(detail.conferenceRecords),
    pointsName: orNull(detail.sport?.pointsSynonym),
  }
}

export function opponentHistoryResource({
  transport,
  timeZone,
  logger,
  loadItem,
  getOr,
}: ClientContext) {
  const pageSchema = perTimeZone((zone) =>
    OpponentHistoryCursorResponseSchema.transform((page) => ({
      items: page.items.map((item) => toSummary(item, zone)),
      after: page.after,
    })),
  )
  const detailSchema = perTimeZone((zone) =>
    OpponentHistoryDetailSchema.transform((detail) => toDetail(detail, zone)),
  )

  return {
    /** Every opponent of a sport (v2.1 cursor pages read to the end), in the provider's order. */
    async loadOpponentHistory(
      sportId: number,
      options: CallOptions = {},
    ): Promise<Loaded<OpponentSummary[]>> {
      const zone = await timeZone(options)
      const outcome = await readCursorPages(
        (after) =>
          transport.get({
            label: LABEL,
            version: 'v2.1',
            path: '/OpponentHistory',
            query: { SportId: sportId, PageSize: CURSOR_PAGE_SIZE, After: after },
            schema: pageSchema(zone),
            variant: zone,
            signal: options.signal,
          }),
        logger,
        LABEL,
      )
      return toLoaded(outcome)
    },

    /** All meetings with one opponent; an unknown opponent is `missing`. */
    async loadOpponent(
      sportId: number,
      opponentId: number,
      options: CallOptions = {},
    ): Promise<Loaded<OpponentDetail>> {
      return loadItem(
        {
          label: LABEL,
          path: `/OpponentHistory/opponent/${sportId}/${opponentId}`,
          schema: detailSchema,
        },
        options,
      )
    },

    /**
     * The opponent picker: the opponents a series exists with, of one sport when `sportId` is
     * given (own design); [] on failure (logged).
     */
    async getOpponentFilters(
      filter: { sportId?: number } = {},
      options: CallOptions = {},
    ): Promise<OpponentFilter[]> {
      const filters = await getOr(
        {
          label: LABEL,
          path: '/OpponentHistory/filters/opponents',
          query: { sportId: filter.sportId },
          schema: OpponentFiltersResponseSchema,
        },
        options,
        [],
      )
      return filters.map((entry) => ({ opponentId: entry.value, name: entry.name }))
    },
  }
}
