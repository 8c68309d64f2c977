import { href } from 'react-router'

import { toPlayerSlug } from '@fieldhouse/provider-client/players'

export type StaffKind = 'coach' | 'support'

type Person = { id: number; firstName: string; lastName: string; url: string | null }

// A bio address of SPEC.md 2.1: /sports/{slug}/roster/coaches|staff/{name}/{id}.
const BIO_PATH = /^\/sports\/[a-z0-9-]+\/roster\/(?:coaches|staff)\/[a-z0-9-]+\/(\d+)$/

/**
 * A coach's or support staff member's one address. The provider's `url` names it (the person's
 * sport, and coach or staff), and is used when it is a bio address of this very person; a
 * provider without one (or with a staff-directory page there) gets the address built from the
 * sport and kind the visitor came by, with the name written as player bios write it.
 */
export function getStaffBioPath(person: Person, sportSlug: string, kind: StaffKind): string {
  const given = person.url ? toPathname(person.url) : null
  const match = given ? BIO_PATH.exec(given) : null
  if (given && Number(match?.[1]) === person.id) return given
  const name = toPlayerSlug(person.firstName, person.lastName) || 'staff'
  const id = String(person.id)
  return kind === 'coach'
    ? href('/sports/:slug/roster/coaches/:coachName/:coachId', {
        slug: sportSlug,
        coachName: name,
        coachId: id,
      })
    : href('/sports/:slug/roster/staff/:supportStaffName/:supportStaffId', {
        slug: sportSlug,
        supportStaffName: name,
        supportStaffId: id,
      })
}

// The provider may send the page as a path or as a full address on the site's domain.
function toPathname(url: string): string | null {
  try {
    return new URL(url, 'https://site.invalid').pathname
  } catch {
    return null
  }
}
