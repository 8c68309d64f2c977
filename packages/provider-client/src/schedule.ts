import {
  ScheduleRecordSchema,
  ScheduleSettingsSchema,
  type ScheduleRecordResource,
} from '@fieldhouse/contract/schedule-record'
import type { ClientContext } from './context'
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

export type ScheduleSettings = {
  opponentHistoryPageEnabled: boolean
  /** Free strings in the evidence (values not shown): passed through. */
  scoreDisplay: string | null
  defaultView: string | null
  seasonDepositEnabled: boolean
  showAtVs: boolean
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
const SettingsSchema = ScheduleSettingsSchema.transform(
  (settings): ScheduleSettings => ({
    opponentHistoryPageEnabled: settings.opponentHistoryPageEnabled ?? false,
    scoreDisplay: orNull(settings.scheduleScoreDisplay),
    defaultView: orNull(settings.scheduleDefaultView),
    seasonDepositEnabled: settings.isSeasonDepositEnabled ?? false,
    showAtVs: settings.schedulePageShowAtVs ?? false,
  }),
)

export function scheduleResource({ getOr }: ClientContext) {
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

    /** Schedule page settings; null on failure (logged), so the page uses its defaults. */
    async getScheduleSettings(options: CallOptions = {}): Promise<ScheduleSettings | null> {
      return getOr(
        { label: LABEL, path: '/Schedule/settings', schema: SettingsSchema },
        options,
        null,
      )
    },
  }
}
