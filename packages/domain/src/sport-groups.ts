import type { PeriodFamily } from './ordinals'

/**
 * Global sport ids, keyed by the sport's global short name (`globalSportShortName`). The real
 * provider's ids are not public, so this table is our own; the reference provider's seed uses
 * exactly these ids, which keeps the demo tenant and these rules in step.
 */
export const GLOBAL_SPORT_IDS = {
  football: 1,
  mbasket: 2,
  wbasket: 3,
  baseball: 4,
  softball: 5,
  msoc: 6,
  wsoc: 7,
  wvball: 8,
  mvball: 9,
  mhockey: 10,
  whockey: 11,
  mlax: 12,
  wlax: 13,
  fhockey: 14,
  mwpolo: 15,
  wwpolo: 16,
  mten: 17,
  wten: 18,
  mgolf: 19,
  wgolf: 20,
  mswim: 21,
  wswim: 22,
  mtrack: 23,
  wtrack: 24,
  mcross: 25,
  wcross: 26,
  wrow: 27,
  wrestling: 28,
  /** The department-wide non-sport entry ("General"/"Athletics", nonSport true). */
  general: 99,
} as const satisfies Record<string, number>

export type GlobalSportShortName = keyof typeof GLOBAL_SPORT_IDS

export const SPORT_GROUPS = [
  'Basketball',
  'Soccer',
  'Volleyball',
  'Hockey',
  'Lacrosse',
  'Fhockey',
  'Baseball',
  'Football',
  'WaterPolo',
  'Tennis',
] as const

export type SportGroup = (typeof SPORT_GROUPS)[number]

const { football, mbasket, wbasket, baseball, softball, msoc, wsoc, wvball, mvball } =
  GLOBAL_SPORT_IDS
const { mhockey, whockey, mlax, wlax, fhockey, mwpolo, wwpolo, mten, wten } = GLOBAL_SPORT_IDS

// Softball shares Baseball's group: both are scored by innings with runs, hits and errors, which
// is what the group drives (box score and live-stat layout).
const GROUP_BY_GLOBAL_SPORT_ID: ReadonlyMap<number, SportGroup> = new Map([
  [mbasket, 'Basketball'],
  [wbasket, 'Basketball'],
  [msoc, 'Soccer'],
  [wsoc, 'Soccer'],
  [wvball, 'Volleyball'],
  [mvball, 'Volleyball'],
  [mhockey, 'Hockey'],
  [whockey, 'Hockey'],
  [mlax, 'Lacrosse'],
  [wlax, 'Lacrosse'],
  [fhockey, 'Fhockey'],
  [baseball, 'Baseball'],
  [softball, 'Baseball'],
  [football, 'Football'],
  [mwpolo, 'WaterPolo'],
  [wwpolo, 'WaterPolo'],
  [mten, 'Tennis'],
  [wten, 'Tennis'],
])

/** The sport group of a global sport id, or null for sports outside the ten groups. */
export function getSportGroup(globalSportId: number | null | undefined): SportGroup | null {
  if (globalSportId === null || globalSportId === undefined) return null
  return GROUP_BY_GLOBAL_SPORT_ID.get(globalSportId) ?? null
}

const ID_BY_SHORT_NAME: ReadonlyMap<string, number> = new Map(Object.entries(GLOBAL_SPORT_IDS))

/** The global sport id for a global short name (case-insensitive), or null when not in the table. */
export function getGlobalSportId(shortName: string | null | undefined): number | null {
  if (!shortName) return null
  return ID_BY_SHORT_NAME.get(shortName.toLowerCase()) ?? null
}

/**
 * A sport's period family (ordinals.ts) by its global sport id: baseball and softball count
 * innings, volleyball and tennis sets, every other sport (and one outside the groups) overtime.
 * Kept here, not beside the formatter, so the browser's importers of the formatter never load
 * these tables.
 */
export function getPeriodFamily(globalSportId: number | null | undefined): PeriodFamily {
  const group = getSportGroup(globalSportId)
  if (group === 'Baseball') return 'innings'
  return group === 'Volleyball' || group === 'Tennis' ? 'sets' : 'overtime'
}
