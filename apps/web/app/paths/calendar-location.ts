// The calendar's location filter (decision 018): the words in the address and the provider's
// locationIndicator they stand for.

export const CALENDAR_LOCATIONS = ['all', 'home', 'away', 'neutral'] as const

export type CalendarLocation = (typeof CALENDAR_LOCATIONS)[number]

export const LOCATION_LABELS: Record<CalendarLocation, string> = {
  all: 'Home and away',
  home: 'Home',
  away: 'Away',
  neutral: 'Neutral site',
}

const INDICATORS = { home: 'H', away: 'A', neutral: 'N' } as const

/** A query value as a location; anything unknown is every location, as the schedule's filter. */
export function toLocation(value: string | null | undefined): CalendarLocation {
  return CALENDAR_LOCATIONS.find((location) => location === value) ?? 'all'
}

/** A path segment as a location; null when it names none (the print page's 404). */
export function parseLocation(value: string | undefined): CalendarLocation | null {
  return CALENDAR_LOCATIONS.find((location) => location === value) ?? null
}

export function toLocationIndicator(location: CalendarLocation): 'H' | 'A' | 'N' | undefined {
  return location === 'all' ? undefined : INDICATORS[location]
}
