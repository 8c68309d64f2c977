import { GLOBAL_SPORT_IDS } from './sport-groups'

/** The fields of a Sport (SPEC 3) that the lookup rules read. */
export type SportLike = {
  id: number
  title: string
  shortName: string
  // The provider sometimes sends a null slug (provider/README.md §4.2 sample), so null is allowed.
  globalSportNameSlug: string | null
  globalSportShortName: string | null
  nonSport: boolean
  globalSportId?: number | null
}

export function findSportById<T extends Pick<SportLike, 'id'>>(
  sports: readonly T[],
  id: number,
): T | null {
  return sports.find((sport) => sport.id === id) ?? null
}

/**
 * SPEC 3: tries the global slug across ALL sports before any short name, so a sport whose short
 * name happens to equal another sport's slug never shadows it. Case-insensitive.
 */
export function findSportBySlug<T extends Pick<SportLike, 'shortName' | 'globalSportNameSlug'>>(
  sports: readonly T[],
  key: string,
): T | null {
  const wanted = key.trim().toLowerCase()
  if (wanted === '') return null
  return (
    sports.find((sport) => sport.globalSportNameSlug?.toLowerCase() === wanted) ??
    sports.find((sport) => sport.shortName.toLowerCase() === wanted) ??
    null
  )
}

/** A number, or a string of digits only, is an id; any other string is a slug or short name. */
export function findSport<T extends Pick<SportLike, 'id' | 'shortName' | 'globalSportNameSlug'>>(
  sports: readonly T[],
  key: number | string,
): T | null {
  if (typeof key === 'number') return findSportById(sports, key)
  const trimmed = key.trim()
  if (/^\d+$/.test(trimmed)) return findSportById(sports, Number(trimmed))
  return findSportBySlug(sports, trimmed)
}

/** Sports not flagged nonSport, sorted by title; the input is left untouched. */
export function getRealSports<T extends Pick<SportLike, 'title' | 'nonSport'>>(
  sports: readonly T[],
): T[] {
  return sports.filter((sport) => !sport.nonSport).sort((a, b) => a.title.localeCompare(b.title))
}

/**
 * The "general sport" is the department-wide pseudo-sport (global short name `general`, global
 * sport id 99 in GLOBAL_SPORT_IDS, titled "General" or "Athletics"). It is recognised by its
 * global sport id, its global short name or its own short name, so tenants whose provider leaves
 * one of them empty are still covered. Its being nonSport alone is not enough: tenants have other
 * non-sport entries (e.g. spirit squads) that do get sport navigation.
 */
export function isGeneralSport(
  sport: Pick<SportLike, 'shortName' | 'globalSportShortName' | 'globalSportId'>,
): boolean {
  return (
    sport.globalSportId === GLOBAL_SPORT_IDS.general ||
    sport.globalSportShortName?.toLowerCase() === 'general' ||
    sport.shortName.toLowerCase() === 'general'
  )
}

/** SPEC 2.4: sport navigation shows when a current sport is set, its id is not 0 and it is not general. */
export function shouldShowSportNavigation(
  sport: Pick<SportLike, 'id' | 'shortName' | 'globalSportShortName' | 'globalSportId'> | null,
): boolean {
  return sport !== null && sport.id !== 0 && !isGeneralSport(sport)
}
