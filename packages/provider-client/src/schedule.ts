import {
  SCHEDULE_SCORE_DISPLAYS,
  SCHEDULE_VIEWS,
  ScheduleRecordSchema,
  ScheduleSettingsSchema,
  type ScheduleRecordResource,
} from '@fieldhouse/contract/schedule-record'
import type { ClientContext } from './context'
import { quietFallback } from './quiet-fallback'
import { orNull } from './rosters-parts'
import type { CallOptions } from './transport'

const LABEL = 'schedule repository'

/** SPEC 3 "Schedule page" record: the provider's display strings ("12-4-2", ".722", "W3"). */
export type ScheduleRecord = {
  scheduleId: number
  seasonId: number | null
  title: string | null
  overall: string | null
  overallPercentage: string | null
  conference: string | null
  conferencePercentage: string | null
  conferencePoints: string | null
  streak: string | null
  home: string | null
  away: string | null
  neutral: string | null
}

export type ScheduleView = (typeof SCHEDULE_VIEWS)[number]
export type ScoreDisplay = (typeof SCHEDULE_SCORE_DISPLAYS)[number]

/** SPEC 3 "Schedule page" flags and displays: the department's, never ours where it has said. */
export type ScheduleSettings = {
  /** The sports' opponent history links show (each sport's own flag still applies). */
  opponentHistoryPageEnabled: boolean
  scoreDisplay: ScoreDisplay
  /** The view a schedule opens in when its address names none. */
  defaultView: ScheduleView
  seasonDepositEnabled: boolean
  /** "at" / "vs" before each opponent. */
  showAtVs: boolean
}

/** What the site did before the department had a say: the schedule pages' own defaults. */
export const DEFAULT_SCHEDULE_SETTINGS: ScheduleSettings = {
  opponentHistoryPageEnabled: true,
  scoreDisplay: 'team-first',
  defaultView: 'list',
  seasonDepositEnabled: false,
  showAtVs: true,
}

// A free string of the evidence, read case-insensitively; anything else is our default.
function oneOf<V extends string>(values: readonly V[], value: string | null | undefined): V | null {
  const wanted = value?.trim().toLowerCase()
  return values.find((known) => known === wanted) ?? null
}

export function toScheduleRecord(record: ScheduleRecordResource): ScheduleRecord {
  return {
    scheduleId: record.scheduleId,
    seasonId: record.seasonId ?? null,
    title: orNull(record.scheduleDisplayTitle),
    overall: orNull(record.overallRecord) ?? orNull(record.overallRecordUnformatted),
    overallPercentage: orNull(record.overallPercentage),
    conference: orNull(record.conferenceRecord),
    conferencePercentage: orNull(record.conferencePercentage),
    conferencePoints: orNull(record.conferencePoints),
    streak: orNull(record.streak),
    home: orNull(record.homeRecord),
    away: orNull(record.awayRecord),
    neutral: orNull(record.neutralRecord),
  }
}

const RecordSchema = ScheduleRecordSchema.transform(toScheduleRecord)
const defaults = DEFAULT_SCHEDULE_SETTINGS
const SettingsSchema = ScheduleSettingsSchema.transform(
  (settings): ScheduleSettings => ({
    opponentHistoryPageEnabled:
      settings.opponentHistoryPageEnabled ?? defaults.opponentHistoryPageEnabled,
    scoreDisplay:
      oneOf(SCHEDULE_SCORE_DISPLAYS, settings.scheduleScoreDisplay) ?? defaults.scoreDisplay,
    defaultView: oneOf(SCHEDULE_VIEWS, settings.scheduleDefaultView) ?? defaults.defaultView,
    seasonDepositEnabled: settings.isSeasonDepositEnabled ?? defaults.seasonDepositEnabled,
    showAtVs: settings.schedulePageShowAtVs ?? defaults.showAtVs,
  }),
)

export function scheduleResource(context: ClientContext) {
  const { getOr } = context
  const settings = quietFallback(
    context,
    { label: LABEL, path: '/Schedule/settings', schema: SettingsSchema },
    DEFAULT_SCHEDULE_SETTINGS,
  )
  return {
    /**
     * A schedule's record; null when the provider has none or fails (logged). The page then
     * computes one from its games (domain summarizeRecord).
     */
    async getScheduleRecord(
      scheduleId: number,
      options: CallOptions = {},
    ): Promise<ScheduleRecord | null> {
      return getOr(
        {
          label: LABEL,
          path: `/Schedule/${scheduleId}/Record`,
          schema: RecordSchema,
          allowNotFound: true,
        },
        options,
        null,
      )
    },

    /** The same record by season (GET /Season/{seasonId}/record); null as above. */
    async getSeasonRecord(
      seasonId: number,
      options: CallOptions = {},
    ): Promise<ScheduleRecord | null> {
      return getOr(
        {
          label: LABEL,
          path: `/Season/${seasonId}/record`,
          schema: RecordSchema,
          allowNotFound: true,
        },
        options,
        null,
      )
    },

    /**
     * The schedule pages' settings; our defaults (DEFAULT_SCHEDULE_SETTINGS) when the provider
     * has none, fails or sends garbage, logged once per cache period (quiet-fallback.ts).
     */
    getScheduleSettings: settings,
  }
}
