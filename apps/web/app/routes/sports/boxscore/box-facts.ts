// The box score's game facts in words: rules as the provider sends them ({ regulationPeriods: 2,
// periodName: 'half', overtimePeriods: 1 }) read "2 halves, 1 overtime"; other rules are shown
// as "name: value"; attendance with thousands separators.

type Rules = Record<string, string | number | null>

const PLURALS: Record<string, string> = { half: 'halves' }

function periods(count: number, name: string): string {
  const plural = count === 1 ? name : (PLURALS[name] ?? `${name}s`)
  return `${count} ${plural}`
}

export function describeRules(rules: Rules | null | undefined): string | null {
  if (!rules) return null
  const { regulationPeriods, periodName, overtimePeriods, ...rest } = rules
  const parts: string[] = []
  if (typeof regulationPeriods === 'number' && typeof periodName === 'string') {
    parts.push(periods(regulationPeriods, periodName))
  }
  if (typeof overtimePeriods === 'number' && overtimePeriods > 0) {
    parts.push(`${overtimePeriods} overtime${overtimePeriods > 1 ? 's' : ''}`)
  }
  for (const [key, value] of Object.entries(rest))
    if (value !== null) parts.push(`${key}: ${value}`)
  return parts.length ? parts.join(', ') : null
}

export function formatAttendance(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null
  const count = Number(String(value).replace(/,/g, ''))
  return Number.isFinite(count) ? count.toLocaleString('en-US') : String(value)
}

/** "Pruitt, Blake" -> "Blake Pruitt" (box score names come last name first). */
export function toDisplayName(name: string): string {
  const [last, first] = name.split(', ')
  return first ? `${first} ${last}` : name
}

type Venue = {
  location?: string | null
  stadium?: string | null
  attendance?: string | number | null
  duration?: string | null
  start?: string | null
  weather?: string | null
  scheduledInnings?: string | number | null
  doubleHeader: boolean | null
  umpires: { role: string; name: string }[]
  rules?: Rules | null
}

/**
 * The venue's facts in the order a box score prints them, each with a value only: the site,
 * start time, weather, crowd, length, and for baseball and softball (README 4.12) the scheduled
 * innings, whether it was part of a doubleheader and the umpires ("Home Plate: …; First: …").
 */
export function venueFacts(venue: Venue | null): [string, string][] {
  if (!venue) return []
  const facts: [string, string | null | undefined][] = [
    ['Site', [venue.stadium, venue.location].filter(Boolean).join(', ')],
    ['Start', venue.start],
    ['Weather', venue.weather],
    ['Attendance', formatAttendance(venue.attendance)],
    ['Duration', venue.duration],
    ['Scheduled innings', venue.scheduledInnings == null ? null : String(venue.scheduledInnings)],
    ['Doubleheader', venue.doubleHeader === null ? null : venue.doubleHeader ? 'Yes' : 'No'],
    ['Umpires', venue.umpires.map(({ role, name }) => `${role}: ${name}`).join('; ')],
    ['Rules', describeRules(venue.rules)],
  ]
  return facts.filter((fact): fact is [string, string] => Boolean(fact[1]))
}
