import {
  formatRecord,
  formatRecordPercentage,
  formatStreak,
  parseRecord,
  type RecordSummary,
  type WinLossTie,
} from '@fieldhouse/domain/game-record'
import type { ScheduleRecord } from '@fieldhouse/provider-client/schedule'

export type RecordRow = { label: string; value: string; percentage: string | null }

const played = (record: WinLossTie) => record.wins + record.losses + record.ties > 0

/**
 * The record's rows: the provider's own strings when it sends a record, else the one counted
 * from the games. Percentages are worked out from the record (SPEC 9: one decimal; the provider
 * sends ".722"). A record without games (no neutral-site games) is left out.
 */
export function toRecordRows(record: ScheduleRecord | null, counted: RecordSummary): RecordRow[] {
  const row = (label: string, value: string | null, percentage: boolean): RecordRow[] => {
    const parsed = parseRecord(value)
    if (!value || (parsed && !played(parsed))) return []
    return [
      { label, value, percentage: percentage && parsed ? formatRecordPercentage(parsed) : null },
    ]
  }
  const own = (part: WinLossTie) => (played(part) ? formatRecord(part) : null)
  const source = record
    ? record
    : {
        overall: own(counted.overall),
        conference: own(counted.conference),
        streak: formatStreak(counted.streak) || null,
        home: own(counted.home),
        away: own(counted.away),
        neutral: own(counted.neutral),
      }
  return [
    ...row('Overall', source.overall, true),
    ...row('Conference', source.conference, true),
    ...row('Streak', source.streak, false),
    ...row('Home', source.home, true),
    ...row('Away', source.away, true),
    ...row('Neutral', source.neutral, true),
  ]
}

export function RecordSummary({ rows, title }: { rows: RecordRow[]; title: string }) {
  if (rows.length === 0) return null
  return (
    <section aria-labelledby="record-heading">
      <h2 id="record-heading" className="sr-only">
        {title}
      </h2>
      <dl className="grid grid-cols-3 gap-px overflow-hidden rounded-sm border-2 border-line bg-line sm:grid-cols-6">
        {rows.map((row) => (
          <div key={row.label} className="bg-surface px-3 py-3">
            <dt className="text-xs font-bold uppercase tracking-wide text-ink-muted">
              {row.label}
            </dt>
            <dd className="font-display text-2xl font-black tabular-nums">{row.value}</dd>
            {row.percentage ? (
              <dd className="text-sm text-ink-muted">
                <span className="sr-only">Win percentage </span>
                {row.percentage}
              </dd>
            ) : null}
          </div>
        ))}
      </dl>
    </section>
  )
}
