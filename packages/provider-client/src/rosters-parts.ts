import type {
  MediaImageResource,
  RosterSportResource,
  SocialMediaEntryResource,
} from '@fieldhouse/contract/rosters-parts'

// Pieces of the roster entities shared by players, staff and rosters.

export type PersonImage = { url: string; alt: string }

/** A sport as a roster, player or coach names it. */
export type RosterSport = {
  id: number
  title: string
  shortName: string | null
  globalSportNameSlug: string | null
}

/** One social account that is set; platforms without an account are left out. */
export type SocialLink = { platform: string; userName: string; url: string | null }

// README 5.1: `absoluteUrl` is the usable field on sites whose `url` is missing; a picture
// without either has nothing to show (the page falls back to the default person image).
export function toPersonImage(
  image: MediaImageResource | null | undefined,
  name: string,
): PersonImage | null {
  const url = image?.url || image?.absoluteUrl
  return url ? { url, alt: image?.altText || name } : null
}

export function toRosterSport(sport: RosterSportResource): RosterSport {
  return {
    id: sport.id,
    title: sport.title ?? '',
    shortName: sport.shortName ?? null,
    globalSportNameSlug: sport.globalSportNameSlug ?? null,
  }
}

export function toSocialLinks(
  entries: SocialMediaEntryResource[] | null | undefined,
): SocialLink[] {
  return (entries ?? []).flatMap((entry) =>
    entry.userName
      ? [{ platform: entry.platformName, userName: entry.userName, url: entry.url ?? null }]
      : [],
  )
}

/** Blank strings are absent values on the wire ("" positions, custom fields). */
export const orNull = (value: string | null | undefined): string | null =>
  value === undefined || value === null || value.trim() === '' ? null : value
