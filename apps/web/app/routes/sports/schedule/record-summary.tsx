import { formatPercentage } from '@fieldhouse/domain/percentage'
import type { ScheduleRecord } from '@fieldhouse/provider-client/schedule'

export type RecordRow = { label: string; value: string; percentage: string | null }

// The provider sends percentages as ".722" or "1.000"; SPEC 9 shows them to one decimal.
function percentageOf(value: string | null): string | null {
  if (!value) return null
  const ratio = Number(value)
  return Number.isFinite(ratio) ? formatPercentage(ratio) : null
}

/** The rows worth showing: a record the provider left blank (no neutral games) is left out. */
export function toRecordRows(record: ScheduleRecord | null): RecordRow[] {
  if (!record) return []
  const rows: [string, string | null, string | null][] = [
    ['Overall', record.overall, record.overallPercentage],
    ['Conference', record.conference, record.conferencePercentage],
    ['Streak', record.streak, null],
    ['Home', record.home, null],
    ['Away', record.away, null],
    ['Neutral', record.neutral, null],
  ]
  return rows.flatMap(([label, value, percentage]) =>
    value ? [{ label, value, percentage: percentageOf(percentage) }] : [],
  )
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
