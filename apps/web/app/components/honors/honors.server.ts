import { buildImageUrl } from '@fieldhouse/domain/image-url'
import type { Loaded } from '@fieldhouse/provider-client/loaded'
import type { PersonImage, RosterSport } from '@fieldhouse/provider-client/rosters-parts'
import type { Sport } from '@fieldhouse/provider-client/sports'

import { playerBioPath } from '~/paths/roster'
import { sportPath } from '~/paths/sports'
import { notFound, requireLoaded, unavailable } from '~/utils/loaded'
import { provider } from '~/utils/provider.server'

// What the honors screens share on the server: links to a sport's home and a player's roster
// bio, made only when the page they lead to answers, so no link on these pages is a 404; the
// grouping a list shows; a profile's facts.

/** A sport named on an honor, with its home page's address when the site has that sport. */
export type SportLink = { title: string; path: string | null }

/** The real sports by id, to link an honor's sport only when its home page exists. */
export function toSportIndex(sports: readonly Sport[]): Map<number, Sport> {
  return new Map(sports.filter((sport) => !sport.nonSport).map((sport) => [sport.id, sport]))
}

export function toSportLink(sport: RosterSport, sports: ReadonlyMap<number, Sport>): SportLink {
  const known = sports.get(sport.id)
  return {
    title: sport.title,
    path: known ? sportPath(known.globalSportNameSlug) : null,
  }
}

/**
 * The roster bio of the season an honor was won in: only with the roster entry's id and a sport
 * the site has (an honor from before the rosters has neither).
 */
export function toRosterBioPath(
  person: {
    firstName: string
    lastName: string
    rosterPlayerId: number | null
    sport: RosterSport
  },
  sports: ReadonlyMap<number, Sport>,
): string | null {
  const known = sports.get(person.sport.id)
  if (person.rosterPlayerId === null || !known) return null
  return playerBioPath(known.globalSportNameSlug, person, person.rosterPlayerId)
}

/** A headshot as the pages show it; null draws the person's initials instead. */
export type Headshot = { url: string; alt: string } | null

export function toHeadshot(image: PersonImage | null): Headshot {
  return image ? { url: image.url, alt: image.alt } : null
}

/** A headshot as link previews share it (the page meta's image): a 640 px JPEG, or none. */
export function toPreviewImage(headshot: Headshot): string | null {
  return headshot
    ? buildImageUrl({ baseUrl: '', src: headshot.url, width: 640, type: 'jpeg' })
    : null
}

/** Up to two initials for a plaque without a photo: "Ray Brekke" is RB, "1994 Football" 1F. */
export function toInitials(name: string): string {
  const words = name.split(/\s+/).filter((word) => word !== '')
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words
  return letters.map((word) => (word ?? '').charAt(0).toUpperCase()).join('')
}

/**
 * One honor (its 404 or 503 as the provider answers) with the real sports by id, read together:
 * a profile links its sport only when the site has it.
 */
export async function loadWithSports<T>(
  loading: Promise<Loaded<T>>,
  signal: AbortSignal,
): Promise<[T, Map<number, Sport>]> {
  const [loaded, sports] = await Promise.all([loading, provider.getSports({ signal })])
  return [requireLoaded(loaded), toSportIndex(sports)]
}

/** A fact on a profile ("Hometown", "Columbus, Ohio"). */
export type Fact = { label: string; value: string }

/** What the profile of an honor from the rosters adds to its card: facts and the roster bio. */
export type RosteredProfile = { facts: Fact[]; rosterBioPath: string | null }

/** The facts a profile lists, in order: those with a label and a value (the rest unknown). */
export function toFacts(
  facts: readonly { label: string | null; value: string | null | undefined }[],
): Fact[] {
  return facts.flatMap((fact) =>
    fact.label && fact.value ? [{ label: fact.label, value: fact.value }] : [],
  )
}

type Grouping = { slug: string; name: string }

/**
 * The grouping a list shows: the one asked (a 404 when the provider has none by that slug, a
 * 503 when it could not say which it has), else the preferred one when it is offered, else the
 * first offered, else `fallback`. `byDefault` is the one the list shows when none is asked.
 */
export function chooseGrouping(
  asked: string | null,
  groupings: readonly Grouping[],
  preferred: string,
  fallback: string,
): { current: string; byDefault: string | undefined } {
  if (asked !== null && groupings.length === 0) throw unavailable()
  const byDefault = groupings.some((g) => g.slug === preferred) ? preferred : groupings[0]?.slug
  if (asked !== null && !groupings.some((g) => g.slug === asked)) throw notFound()
  return { current: asked ?? byDefault ?? fallback, byDefault }
}

/** The groupings as links, the default one at the list's address without a grouping (null). */
export function toGroupingLinks(
  groupings: readonly Grouping[],
  { current, byDefault }: { current: string; byDefault: string | undefined },
  pathOf: (grouping: string | null) => string,
) {
  return groupings.map((g) => ({
    name: g.name,
    path: pathOf(g.slug === byDefault ? null : g.slug),
    current: g.slug === current,
  }))
}
