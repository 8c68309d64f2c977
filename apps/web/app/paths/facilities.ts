import { href } from 'react-router'

import { toSlug } from '@fieldhouse/domain/slug'

// A facility's one address: its title as a slug, then its id (SPEC.md 2.1). The id finds the
// facility; the name is for people and search engines, so a wrong or outdated one redirects.
// Here, not in routes/facilities: game listings of every screen link a game's facility too.
export function facilityPath(facility: { id: number; title: string }): string {
  return href('/facilities/:facilityName/:facilityId', {
    facilityName: toSlug(facility.title) || 'facility',
    facilityId: String(facility.id),
  })
}

/** The facilities list. */
export function facilitiesPath(): string {
  return href('/facilities')
}
