import { href } from 'react-router'

import { toSlug } from '@fieldhouse/domain/slug'

// Addresses of the people pages under /sports/{slug}/roster (SPEC.md 2.1): a player's season and
// a coach's or support staff member's bio. The roster, the coaches list, the statistics, the
// historical roster and the previews all link them. The id finds the person; the name segment
// is for people and search engines (another spelling of it redirects).

export type StaffKind = 'coach' | 'support'

type PersonName = { firstName: string; lastName: string }

/** A person's name as an address segment, the fallback word when nothing of it is left. */
export function toNameSlug(person: PersonName, fallback: string): string {
  return toSlug(`${person.firstName} ${person.lastName}`) || fallback
}

/** /sports/{slug}/roster/{first-last}/{rosterPlayerId}: one season of a player. */
export function playerBioPath(slug: string, player: PersonName, rosterPlayerId: number): string {
  return href('/sports/:slug/roster/:playerSlug/:rosterPlayerId', {
    slug,
    playerSlug: toNameSlug(player, 'player'),
    rosterPlayerId: String(rosterPlayerId),
  })
}

/** /sports/{slug}/roster/coaches/{name}/{staffId}, or .../roster/staff/... for support staff. */
export function staffBioPath(
  slug: string,
  kind: StaffKind,
  person: PersonName,
  staffId: number,
): string {
  const name = toNameSlug(person, 'staff')
  const id = String(staffId)
  return kind === 'coach'
    ? href('/sports/:slug/roster/coaches/:coachName/:coachId', {
        slug,
        coachName: name,
        coachId: id,
      })
    : href('/sports/:slug/roster/staff/:supportStaffName/:supportStaffId', {
        slug,
        supportStaffName: name,
        supportStaffId: id,
      })
}

/** A season's roster, or the current season's (its canonical address) for null. */
export function rosterPath(slug: string, season: string | null = null): string {
  return href('/sports/:slug/roster/:season?', { slug, season: season ?? undefined })
}

/** The print roster of a season, or of the current season for null. */
export function rosterPrintPath(slug: string, season: string | null = null): string {
  return href('/sports/:slug/roster/print/:season?', { slug, season: season ?? undefined })
}
