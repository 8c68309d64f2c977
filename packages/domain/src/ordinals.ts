/** English ordinal of an integer: 1st, 2nd, 3rd, 4th, 11th-13th, 21st, 101st, 111th. */
export function toOrdinal(n: number): string {
  if (!Number.isInteger(n)) return String(n)
  const lastTwo = Math.abs(n) % 100
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`
  const suffix = ['th', 'st', 'nd', 'rd'][Math.abs(n) % 10] ?? 'th'
  return `${n}${suffix}`
}

/**
 * SPEC 9: a period beyond regulation reads 'OT n' (the first one past regulation is 'OT 1'), any
 * other its ordinal. Before the first period (0 or less) there is nothing to show: ''.
 */
export function formatPeriod(period: number, regulation: number): string {
  if (period < 1) return ''
  return period > regulation ? `OT ${period - regulation}` : toOrdinal(period)
}

/**
 * How a sport counts its periods past regulation. `overtime`: halves, quarters, periods (SPEC 9
 * "OT n"). `innings`: extra innings keep their ordinal (a 10th inning is the "10th", never
 * "OT 1"). `sets`: volleyball and tennis have no overtime; a set is always its ordinal.
 */
export type PeriodFamily = 'overtime' | 'innings' | 'sets'

/** A period's label for a sport: formatPeriod for overtime sports, plain ordinals otherwise. */
export function formatSportPeriod(
  period: number,
  regulation: number,
  family: PeriodFamily,
): string {
  if (family === 'overtime') return formatPeriod(period, regulation)
  return period < 1 ? '' : toOrdinal(period)
}
