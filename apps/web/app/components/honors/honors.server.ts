import type { PersonImage, RosterSport } from '@fieldhouse/provider-client/rosters-parts'
import type { Sport } from '@fieldhouse/provider-client/sports'

import { playerBioPath } from '~/paths/roster'
import { sportPath } from '~/paths/sports'

// What the honors screens share on the server: links to a sport's home and a player's roster
// bio, made only when the page they lead to answers, so no link on these pages is a 404.

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

/** Up to two initials for a plaque without a photo: "Ray Brekke" is RB, "1994 Football" 1F. */
export function toInitials(name: string): string {
  const words = name.split(/\s+/).filter((word) => word !== '')
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words
  return letters.map((word) => (word ?? '').charAt(0).toUpperCase()).join('')
}
